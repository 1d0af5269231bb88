import { FILTER_BUCKETS, type TimeFilter } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';

export type Period = ReturnType<typeof periodOf>;

/**
 * More than a zone's UTC offset moves in one change (daylight saving is an hour, rarely two): an
 * instant this far inside a bucket's instants is in that bucket whatever the zone does around it.
 */
export const ZONE_SLACK = sql`interval '3 hours'`;

/**
 * The buckets of a period filter in the viewer's time zone, as SQL: the last `count` buckets of its
 * unit (hours, days, weeks or months of local time), the current one included. Timestamps are cut
 * with date_trunc on local time, so a day runs from local midnight to local midnight.
 */
export function periodOf(filter: TimeFilter, timeZone: string) {
  const { unit, count } = FILTER_BUCKETS[filter];
  // Sub-selects: PostgreSQL works them out once per statement, not once per row.
  const current = sql`(select date_trunc(${unit}, now() at time zone ${timeZone}))`;
  const first = sql`(select date_trunc(${unit}, now() at time zone ${timeZone}) - ${`${count - 1} ${unit}`}::interval)`;
  const step = sql`${`1 ${unit}`}::interval`;
  return {
    unit,
    timeZone,
    /** One bucket's length. */
    step,
    /** The local start of the current bucket, the last of the period. */
    current,
    /** The local start of the first bucket. */
    first,
    /** The local start of the bucket a timestamp falls in. */
    bucketOf: (column: SQL | unknown): SQL => sql`date_trunc(${unit}, ${column} at time zone ${timeZone})`,
    /** The instant a local time names (an ambiguous one is read as the later instant). */
    instantOf: (local: SQL): SQL => sql`((${local}) at time zone ${timeZone})`,
    /**
     * Every bucket of the period, empty ones too, as rows of `bucket(local_start)`. The limit changes
     * nothing but tells the planner how many (it guesses 1,000 and may then compile the plan: slow).
     */
    series: sql`(select generate_series(${first}, ${current}, ${step}) limit ${sql.raw(String(count))}) as bucket(local_start)`,
    /** The first instant of the period. */
    start: sql`(select ${first} at time zone ${timeZone})`,
    /** A bucket's local start as the reply names it: an hour for the day filter, a date otherwise. */
    label: (column: SQL) => sql`to_char(${column}, ${unit === 'hour' ? 'YYYY-MM-DD"T"HH24:MI' : 'YYYY-MM-DD'})`,
    /** Whether buckets are hours (named `*_time`) or dates (`*_date`). */
    hourly: unit === 'hour',
  };
}
