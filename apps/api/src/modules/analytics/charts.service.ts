import type { TimeFilter, TimeSpent, UserCounts } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { sessionTimeSlots } from '../../db/schema/index.js';
import { bucketUserCounts, type CountKind } from './bucket-counts.js';
import { periodOf } from './period.js';

type Scope = { db: Pick<Database, 'execute'> };
export interface ChartInput {
  filter: TimeFilter;
  timeZone: string;
}

/** Per bucket the users who count, empty buckets as 0; totalUsers counts each user once over the period. */
async function userCounts(scope: Scope, input: ChartInput, kind: CountKind): Promise<UserCounts> {
  const period = periodOf(input.filter, input.timeZone);
  const rows = await queryRows<{ label: string; user_count: number; total: number }>(scope.db, bucketUserCounts(period, kind));
  const key = period.hourly ? 'login_time' : 'login_date';
  return { result: rows.map((row) => ({ [key]: row.label, user_count: row.user_count })), totalUsers: rows[0]?.total ?? 0 };
}

/** Users who signed in, per bucket of the period. */
export function activeUsers(scope: Scope, input: ChartInput): Promise<UserCounts> {
  return userCounts(scope, input, 'active');
}

/** Users who signed in during a bucket and had signed in before it began. */
export function returnUsers(scope: Scope, input: ChartInput): Promise<UserCounts> {
  return userCounts(scope, input, 'return');
}

/**
 * Seconds online per bucket: a session lasts from its sign-in to its last activity (requests and
 * the open app's heartbeat touch it; one idle past the timeout ends there), counted in the bucket
 * of its sign-in.
 */
export async function timeSpent(scope: Scope, input: ChartInput): Promise<TimeSpent> {
  const period = periodOf(input.filter, input.timeZone);
  const slot = sessionTimeSlots.slotStart;
  const rows = await queryRows<{ label: string; total_duration: number }>(
    scope.db,
    // The quarter-hour slots of session_time_slots, not every session: a zone's bucket is whole slots.
    sql`with per_bucket as (
      select ${period.bucketOf(slot)} as local_start, sum(${sessionTimeSlots.seconds}) as seconds
      from ${sessionTimeSlots} where ${slot} >= ${period.start} group by 1)
    select ${period.label(sql`bucket.local_start`)} as label, coalesce(round(per_bucket.seconds), 0)::float8 as total_duration
    from ${period.series} left join per_bucket on per_bucket.local_start = bucket.local_start
    order by bucket.local_start`,
  );
  const key = period.hourly ? 'session_time' : 'session_date';
  return rows.map((row) => ({ [key]: row.label, total_duration: row.total_duration }));
}
