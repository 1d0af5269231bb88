import { fullName } from '@dealscout/domain';
import { Alert, Empty, Skeleton } from 'antd';
import { endedSession } from '../../../platform/api-error';
import { useRecentUsers } from '../api';
import { formatLastLogin } from '../format';

/** Recent Users: who signed in last, newest first. */
export function RecentUsers() {
  const recent = useRecentUsers();
  return (
    <section className="ds-analytics-recent" aria-labelledby="recent-users-heading">
      <h3 id="recent-users-heading" className="ds-analytics-group">
        Recent Users
      </h3>
      {recent.isError ? (
        !endedSession(recent.error) && <Alert type="error" showIcon title={recent.error.message} />
      ) : recent.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : recent.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nobody has signed in yet" />
      ) : (
        // Scrolls when long: focusable, so the keyboard can scroll it too.
        <ul className="ds-analytics-recent-list" tabIndex={0} aria-label="Recent sign-ins">
          {recent.data.map((user) => (
            <li key={user.id}>
              <span className="ds-analytics-recent-name">{fullName(user.first_name, user.last_name)}</span>
              <span className="ds-analytics-muted">{user.email}</span>
              <time className="ds-analytics-muted" dateTime={user.last_login}>
                {formatLastLogin(user.last_login)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
