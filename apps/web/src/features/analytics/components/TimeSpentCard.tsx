import type { TimeFilter } from '@dealscout/domain';
import { useState } from 'react';
import { useTimeSpent } from '../api';
import { formatDuration } from '../format';
import { ChartCard } from './ChartCard';
import { TrendChart } from './TrendChart';

/** Total Time Spent By Users: the time online of the sessions begun in each bucket. */
export function TimeSpentCard() {
  const [filter, setFilter] = useState<TimeFilter>('week');
  const query = useTimeSpent(filter);
  const points = (query.data ?? []).map((bucket) => ({
    bucket: bucket.session_time ?? bucket.session_date ?? '',
    // Hours on the axis, so its ticks fall on round figures.
    value: bucket.total_duration / 3600,
  }));
  const total = (query.data ?? []).reduce((sum, bucket) => sum + bucket.total_duration, 0);
  return (
    <ChartCard
      id="time-spent"
      title="Total Time Spent By Users"
      filter={filter}
      onFilter={setFilter}
      query={query}
      empty={total === 0}
      emptyText="No time online in this period"
      summary={`${formatDuration(total)} online in this period`}
    >
      <TrendChart
        kind="bar"
        points={points}
        filter={filter}
        name="Time online"
        formatValue={(hours) => formatDuration(hours * 3600)}
        formatTick={(hours) => `${hours}h`}
        allowDecimals
        description="Total Time Spent By Users: hours online per period"
      />
    </ChartCard>
  );
}
