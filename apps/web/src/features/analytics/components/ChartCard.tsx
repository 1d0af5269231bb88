import { TIME_FILTER_LABELS, TIME_FILTERS, type TimeFilter } from '@dealscout/domain';
import { Alert, Button, Card, Empty, Select, Spin } from 'antd';
import type { ReactNode } from 'react';
import { endedSession } from '../../../platform/api-error';

export const CHART_HEIGHT = 280;

const FILTER_OPTIONS = TIME_FILTERS.map((value) => ({ value, label: TIME_FILTER_LABELS[value] }));

interface ChartCardProps {
  id: string;
  title: string;
  filter: TimeFilter;
  onFilter: (filter: TimeFilter) => void;
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** Nothing happened in the period: an empty state instead of a flat line. */
  empty: boolean;
  emptyText: string;
  /** A figure under the title (the period's total). */
  summary?: ReactNode;
  children: ReactNode;
}

/** A chart with its title, period filter, total, and its loading, error and empty states, 280 px high (spec part 2 §9). */
export function ChartCard({ id, title, filter, onFilter, query, empty, emptyText, summary, children }: ChartCardProps) {
  const headingId = `${id}-heading`;
  let body: ReactNode;
  if (query.isError) {
    body = endedSession(query.error) ? null : (
      <Alert type="error" showIcon title={query.error?.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
    );
  } else if (query.isPending) {
    body = <Spin aria-label="Loading" />;
  } else if (empty) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    body = children;
  }
  return (
    <Card className="ds-analytics-card" role="region" aria-labelledby={headingId}>
      <div className="ds-analytics-card-head">
        <div>
          <h2 id={headingId} className="ds-analytics-subtitle">
            {title}
          </h2>
          {summary && !query.isPending && !query.isError && <div className="ds-analytics-summary">{summary}</div>}
        </div>
        <Select
          className="ds-analytics-filter"
          aria-label={`${title}: period`}
          value={filter}
          options={FILTER_OPTIONS}
          onChange={onFilter}
          popupMatchSelectWidth={false}
        />
      </div>
      <div className="ds-analytics-chart" style={{ height: CHART_HEIGHT }}>
        {body}
      </div>
    </Card>
  );
}
