import { FILTER_BUCKETS, type TimeFilter } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The buckets of a period filter in the viewer's time zone, as SQL: the last `count` buckets of its
 * unit (hours, days, weeks or months of local time), the current one included. Timestamps are cut
 * with date_trunc on local time, so a day runs from local midnight to local midnight.
 */
export function periodOf(filter: TimeFilter, timeZone: string) {
  const { unit, count } = FILTER_BUCKETS[filter];
  const current = sql`date_trunc(${unit}, now() at time zone ${timeZone})`;
  const first = sql`(${current} - ${`${count - 1} ${unit}`}::interval)`;
  return {
    /** The local start of the bucket a timestamp falls in. */
    bucketOf: (column: SQL | unknown): SQL => sql`date_trunc(${unit}, ${column} at time zone ${timeZone})`,
    /** Every bucket of the period, empty ones too, as rows of `bucket(local_start)`. */
    series: sql`generate_series(${first}, ${current}, ${`1 ${unit}`}::interval) as bucket(local_start)`,
    /** The first instant of the period. */
    start: sql`(${first} at time zone ${timeZone})`,
    /** A bucket's local start as the reply names it: an hour for the day filter, a date otherwise. */
    label: (column: SQL) => sql`to_char(${column}, ${unit === 'hour' ? 'YYYY-MM-DD"T"HH24:MI' : 'YYYY-MM-DD'})`,
    /** Whether buckets are hours (named `*_time`) or dates (`*_date`). */
    hourly: unit === 'hour',
  };
}
