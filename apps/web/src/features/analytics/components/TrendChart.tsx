import type { TimeFilter } from '@dealscout/domain';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketLabel } from '../format';
import { CHART_HEIGHT } from './ChartCard';

export interface TrendPoint {
  bucket: string;
  value: number;
}

interface TrendChartProps {
  kind: 'line' | 'bar';
  points: TrendPoint[];
  filter: TimeFilter;
  /** What a value is, in the tooltip ('Users', 'Time online'). */
  name: string;
  /** How a value reads in the tooltip; the axis uses `formatTick`. */
  formatValue: (value: number) => string;
  formatTick?: (value: number) => string;
  /** Ticks between whole numbers (hours); counts of users have none. */
  allowDecimals?: boolean;
  /** A sentence for screen readers: what the chart shows. */
  description: string;
}

const AXIS = { fontSize: 12, fill: '#595959' };
const BRAND = '#1668dc';

/** A line or bar chart of one figure over the buckets of a period, its axis and tooltips read in the spec's date formats. */
export function TrendChart({ kind, points, filter, name, formatValue, formatTick, allowDecimals = false, description }: TrendChartProps) {
  // An array rather than a fragment: the chart reads its parts among its direct children.
  const common = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="bucket" tick={AXIS} tickFormatter={(bucket: string) => bucketLabel(bucket, filter, 'axis')} minTickGap={16} />,
    <YAxis key="y" tick={AXIS} width={48} allowDecimals={allowDecimals} tickFormatter={formatTick} />,
    <Tooltip
      key="tooltip"
      labelFormatter={(bucket) => bucketLabel(String(bucket), filter, 'tooltip')}
      formatter={(value) => [formatValue(Number(value)), name]}
    />,
  ];
  const margin = { top: 8, right: 12, bottom: 0, left: 0 };
  return (
    <figure className="ds-analytics-figure" aria-label={description}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {kind === 'line' ? (
          <LineChart data={points} margin={margin}>
            {common}
            <Line type="monotone" dataKey="value" name={name} stroke={BRAND} strokeWidth={2} dot={points.length <= 31} />
          </LineChart>
        ) : (
          <BarChart data={points} margin={margin}>
            {common}
            <Bar dataKey="value" name={name} fill={BRAND} radius={[3, 3, 0, 0]} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
