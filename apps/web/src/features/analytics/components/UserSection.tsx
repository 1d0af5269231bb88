import { Alert, Button, Card, Empty, Select, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { endedSession } from '../../../platform/api-error';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../investors/useSearchBox';
import { useUserAnalytics, useUsersList } from '../api';
import { formatDuration } from '../format';
import { DownloadGroups } from './DownloadGroups';

/** 'Select User' (searched by name or e-mail) and the chosen user's cards. */
export function UserSection() {
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<string>();
  const users = useUsersList(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS));
  const options = (users.data ?? []).map((user) => ({ value: user.id, label: `${user.username} (${user.email})` }));
  return (
    <section className="ds-analytics-section" aria-labelledby="analytics-user-heading">
      <div className="ds-analytics-card-head">
        <h2 id="analytics-user-heading" className="ds-analytics-subtitle">
          User Analytics
        </h2>
        <Select
          className="ds-analytics-user-select"
          aria-label="Select User"
          placeholder="Select User"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          value={userId}
          options={options}
          onChange={setUserId}
          loading={users.isFetching}
          notFoundContent={users.isFetching ? <Spin size="small" /> : 'No user matches'}
        />
      </div>
      {userId ? (
        <UserCards userId={userId} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Select a user to see their figures" />
      )}
    </section>
  );
}

function UserCards({ userId }: { userId: string }) {
  const figures = useUserAnalytics(userId);
  if (figures.isError) {
    return endedSession(figures.error) ? null : (
      <Alert
        type="error"
        showIcon
        title={figures.error.message}
        action={<Button onClick={() => void figures.refetch()}>Try again</Button>}
      />
    );
  }
  const data = figures.data;
  const cards = [
    { title: 'Logged in Time', value: data ? formatDuration(data.loggedInTime) : '' },
    { title: 'Average time online', value: data ? formatDuration(data.averageTime) : '' },
    { title: 'Total Companies', value: data?.userCompany ?? 0 },
    { title: 'Organization', value: data ? (data.organization ?? 'None') : '' },
  ];
  return (
    <>
      <div className="ds-analytics-stats" role="list" aria-label="The user's figures">
        {cards.map((card) => (
          <Card key={card.title} className="ds-analytics-stat" role="listitem">
            <Statistic title={card.title} value={card.value} loading={figures.isPending} />
          </Card>
        ))}
      </div>
      {data && <DownloadGroups counts={data} label="The user's downloads" />}
    </>
  );
}
