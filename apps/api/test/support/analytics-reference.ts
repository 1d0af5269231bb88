// The chart figures computed straight from every session row, as the analytics module did before its
// rollups: the answer the rollups must give, figure for figure.
import type { TimeFilter } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { sessions } from '../../src/db/schema/index.js';
import { periodOf, type Period } from '../../src/modules/analytics/period.js';

type Db = Pick<Database, 'execute'>;

const visitsOf = (period: Period) => sql`
  select distinct ${period.bucketOf(sessions.createdAt)} as local_start, ${sessions.userId} as user_id
  from ${sessions} where ${sessions.createdAt} >= ${period.start}`;

async function userCounts(db: Db, period: Period, counted: SQL) {
  const rows = await queryRows<{ label: string; user_count: number; total: number }>(
    db,
    sql`with counted as (${counted}),
      per_bucket as (select local_start, count(*)::int as users from counted group by local_start)
    select ${period.label(sql`bucket.local_start`)} as label, coalesce(per_bucket.users, 0)::int as user_count,
      (select count(distinct user_id) from counted)::int as total
    from ${period.series} left join per_bucket on per_bucket.local_start = bucket.local_start
    order by bucket.local_start`,
  );
  return { result: rows.map((row) => [row.label, row.user_count]), totalUsers: rows[0]?.total ?? 0 };
}

export function referenceActiveUsers(db: Db, filter: TimeFilter, timeZone: string) {
  const period = periodOf(filter, timeZone);
  return userCounts(db, period, visitsOf(period));
}

export function referenceReturnUsers(db: Db, filter: TimeFilter, timeZone: string) {
  const period = periodOf(filter, timeZone);
  return userCounts(
    db,
    period,
    sql`with visit as (${visitsOf(period)}),
      first_visit as (
        select visitor.user_id, (select min(earlier.created_at) from ${sessions} earlier where earlier.user_id = visitor.user_id) as first_at
        from (select distinct user_id from visit) as visitor)
      select visit.local_start, visit.user_id from visit join first_visit on first_visit.user_id = visit.user_id
      where first_visit.first_at < (visit.local_start at time zone ${timeZone})`,
  );
}

export async function referenceTimeSpent(db: Db, filter: TimeFilter, timeZone: string) {
  const period = periodOf(filter, timeZone);
  const rows = await queryRows<{ label: string; total_duration: number }>(
    db,
    sql`with per_bucket as (
      select ${period.bucketOf(sessions.createdAt)} as local_start,
        sum(extract(epoch from ${sessions.lastSeenAt} - ${sessions.createdAt})) as seconds
      from ${sessions} where ${sessions.createdAt} >= ${period.start} group by 1)
    select ${period.label(sql`bucket.local_start`)} as label, coalesce(round(per_bucket.seconds), 0)::float8 as total_duration
    from ${period.series} left join per_bucket on per_bucket.local_start = bucket.local_start
    order by bucket.local_start`,
  );
  return rows.map((row) => [row.label, row.total_duration]);
}
