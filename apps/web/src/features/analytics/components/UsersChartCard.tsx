import type { TimeFilter, UserCounts } from '@dealscout/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ChartCard } from './ChartCard';
import { TrendChart } from './TrendChart';

interface UsersChartCardProps {
  id: string;
  title: string;
  useCounts: (filter: TimeFilter) => UseQueryResult<UserCounts>;
  /** 'signed in', 'came back': what the users of the chart did. */
  what: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** Active or return users per bucket of the chosen period, with the period's total of distinct users. */
export function UsersChartCard({ id, title, useCounts, what }: UsersChartCardProps) {
  const [filter, setFilter] = useState<TimeFilter>('week');
  const query = useCounts(filter);
  const points = (query.data?.result ?? []).map((bucket) => ({
    bucket: bucket.login_time ?? bucket.login_date ?? '',
    value: bucket.user_count,
  }));
  const total = query.data?.totalUsers ?? 0;
  return (
    <ChartCard
      id={id}
      title={title}
      filter={filter}
      onFilter={setFilter}
      query={query}
      empty={total === 0}
      emptyText={`No user ${what} during this period`}
      summary={`${count(total)} ${total === 1 ? 'user' : 'users'} ${what} during this period`}
    >
      <TrendChart
        kind="line"
        points={points}
        filter={filter}
        name="Users"
        formatValue={count}
        description={`${title}: users who ${what}, per ${filter === 'day' ? 'hour' : 'period'}`}
      />
    </ChartCard>
  );
}
