import type { TimeFilter, TimeSpent, UserCounts } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { sessions } from '../../db/schema/index.js';
import { periodOf } from './period.js';

type Scope = { db: Pick<Database, 'execute'> };
export interface ChartInput {
  filter: TimeFilter;
  timeZone: string;
}

/** Sign-ins of the period as distinct (bucket, user) pairs. */
const visitsOf = (period: ReturnType<typeof periodOf>) => sql`
  select distinct ${period.bucketOf(sessions.createdAt)} as local_start, ${sessions.userId} as user_id
  from ${sessions} where ${sessions.createdAt} >= ${period.start}`;

/** Per bucket the users of `counted` (local_start, user_id), empty buckets as 0; totalUsers counts each user once. */
async function userCounts(scope: Scope, period: ReturnType<typeof periodOf>, counted: SQL): Promise<UserCounts> {
  const rows = await queryRows<{ label: string; user_count: number; total: number }>(
    scope.db,
    sql`with counted as (${counted}),
      per_bucket as (select local_start, count(*)::int as users from counted group by local_start)
    select ${period.label(sql`bucket.local_start`)} as label, coalesce(per_bucket.users, 0)::int as user_count,
      (select count(distinct user_id) from counted)::int as total
    from ${period.series} left join per_bucket on per_bucket.local_start = bucket.local_start
    order by bucket.local_start`,
  );
  const key = period.hourly ? 'login_time' : 'login_date';
  return { result: rows.map((row) => ({ [key]: row.label, user_count: row.user_count })), totalUsers: rows[0]?.total ?? 0 };
}

/** Users who signed in, per bucket of the period. */
export function activeUsers(scope: Scope, input: ChartInput): Promise<UserCounts> {
  const period = periodOf(input.filter, input.timeZone);
  return userCounts(scope, period, visitsOf(period));
}

/** Users who signed in during a bucket and had signed in before it began. */
export function returnUsers(scope: Scope, input: ChartInput): Promise<UserCounts> {
  const period = periodOf(input.filter, input.timeZone);
  return userCounts(
    scope,
    period,
    // Each visitor's first sign-in is read once from the (user, sign-in) index, not once per bucket.
    sql`with visit as (${visitsOf(period)}),
      first_visit as (
        select visitor.user_id, (select min(earlier.created_at) from ${sessions} earlier where earlier.user_id = visitor.user_id) as first_at
        from (select distinct user_id from visit) as visitor)
      select visit.local_start, visit.user_id from visit join first_visit on first_visit.user_id = visit.user_id
      where first_visit.first_at < (visit.local_start at time zone ${input.timeZone})`,
  );
}

/**
 * Seconds online per bucket: a session lasts from its sign-in to its last activity (requests and
 * the open app's heartbeat touch it; one idle past the timeout ends there), counted in the bucket
 * of its sign-in.
 */
export async function timeSpent(scope: Scope, input: ChartInput): Promise<TimeSpent> {
  const period = periodOf(input.filter, input.timeZone);
  const rows = await queryRows<{ label: string; total_duration: number }>(
    scope.db,
    sql`with per_bucket as (
      select ${period.bucketOf(sessions.createdAt)} as local_start,
        sum(extract(epoch from ${sessions.lastSeenAt} - ${sessions.createdAt})) as seconds
      from ${sessions} where ${sessions.createdAt} >= ${period.start} group by 1)
    select ${period.label(sql`bucket.local_start`)} as label, coalesce(round(per_bucket.seconds), 0)::float8 as total_duration
    from ${period.series} left join per_bucket on per_bucket.local_start = bucket.local_start
    order by bucket.local_start`,
  );
  const key = period.hourly ? 'session_time' : 'session_date';
  return rows.map((row) => ({ [key]: row.label, total_duration: row.total_duration }));
}
