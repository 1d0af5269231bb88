import { investorMessages, type InvestorActivity } from '@dealscout/domain';
import { Card, Empty } from 'antd';
import { safeHref } from '../investor-facts';

/** The investor's dated deals and events, newest first, or an empty state (the shipped dataset has none). */
export function InvestorActivities({ activities }: { activities: InvestorActivity[] }) {
  return (
    <Card className="ds-investor-section" title={<h2 className="ds-investor-section-title">Activities</h2>}>
      {activities.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={investorMessages.noActivities} />
      ) : (
        <ol className="ds-investor-activities">
          {activities.map((activity, index) => {
            const href = safeHref(activity.url);
            return (
              <li key={`${index}-${activity.title}`}>
                <span className="ds-investor-activity-date">{activity.date ?? 'Undated'}</span>
                <span className="ds-investor-activity-title">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                      {activity.title}
                    </a>
                  ) : (
                    activity.title
                  )}
                </span>
                {activity.description && <p className="ds-investor-activity-description">{activity.description}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
