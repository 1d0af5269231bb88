import { sql, type SQL } from 'drizzle-orm';
import { analyticsBucketCounts, analyticsDataVersion, sessions, userSignIns } from '../../db/schema/index.js';
import { ZONE_SLACK, type Period } from './period.js';

export type CountKind = 'active' | 'return';

/**
 * A bucket this long past its end is settled: its counts are cached. The session triggers (migration
 * 0011_analytics-rollups) call any write to a session older than a minute back-dated, and a back-dated
 * write voids the cache, so no sign-in reaches a bucket after it was counted.
 */
const SETTLED_AFTER = sql`interval '5 minutes'`;

const COUNT_COLUMNS = sql.raw('active_users, active_users_from_start, return_users, return_users_from_start');

/**
 * Users of each bucket of the CTE `buckets` (local_start), read from their sessions: active ones
 * signed in during it, return ones also had a first sign-in before it began. `*_from_start` count only
 * sign-ins from the bucket's first instant on, as in the first bucket of a period.
 */
function countedFromSessions(period: Period, buckets: string): SQL {
  const { bucketOf, instantOf, step } = period;
  const set = sql.raw(buckets);
  const begins = instantOf(sql`b.local_start`);
  return sql`select b.local_start,
      count(v.user_id)::int,
      (count(v.user_id) filter (where v.last_at >= ${begins}))::int,
      (count(v.user_id) filter (where u.first_at < ${begins}))::int,
      (count(v.user_id) filter (where v.last_at >= ${begins} and u.first_at < ${begins}))::int
    from ${set} b
    left join (
      select ${bucketOf(sql`s.created_at`)} as local_start, s.user_id, max(s.created_at) as last_at
      from ${sessions} s
      where s.created_at >= (select ${instantOf(sql`min(local_start)`)} - ${ZONE_SLACK} from ${set})
        and s.created_at < (select ${instantOf(sql`max(local_start) + ${step}`)} + ${ZONE_SLACK} from ${set})
      group by 1, 2) v on v.local_start = b.local_start
    left join ${userSignIns} u on u.user_id = v.user_id
    group by b.local_start`;
}

/** The current bucket's first instant and its end, and those moved by ZONE_SLACK (each worked out once). */
function currentInstants(period: Period) {
  const { current, instantOf, step } = period;
  const begins = instantOf(current);
  const ends = instantOf(sql`${current} + ${step}`);
  const once = (instant: SQL) => sql`(select ${instant})`;
  return {
    begins: once(begins),
    ends: once(ends),
    beforeBegins: once(sql`${begins} - ${ZONE_SLACK}`),
    afterBegins: once(sql`${begins} + ${ZONE_SLACK}`),
    beforeEnds: once(sql`${ends} - ${ZONE_SLACK}`),
    afterEnds: once(sql`${ends} + ${ZONE_SLACK}`),
  };
}

/**
 * Users of the current bucket from each user's last sign-in: well inside it, in it, or (just before
 * it, or a future one) found by a look at that user's sessions around it. The current bucket is never
 * a period's first.
 */
function countedFromSignIns(period: Period): SQL {
  const { bucketOf, current } = period;
  const { begins, beforeBegins, afterBegins, beforeEnds, afterEnds } = currentInstants(period);
  return sql`select ${current}, count(*)::int, count(*)::int,
      (count(*) filter (where u.first_at < ${begins}))::int, (count(*) filter (where u.first_at < ${begins}))::int
    from ${userSignIns} u
    where u.last_at >= ${beforeBegins}
      and case when u.last_at >= ${afterBegins} and u.last_at < ${beforeEnds} then true
        when ${bucketOf(sql`u.last_at`)} = ${current} then true
        else coalesce((select true from ${sessions} s where s.user_id = u.user_id
          and s.created_at >= ${beforeBegins} and s.created_at < ${afterEnds}
          and ${bucketOf(sql`s.created_at`)} = ${current} limit 1), false) end`;
}

/** Users who signed in during the period (from its first instant on, as the buckets count them). */
function totalOf(period: Period, kind: CountKind): SQL {
  const { bucketOf, instantOf, start } = period;
  if (kind === 'active') return sql`(select count(*) from ${userSignIns} u where u.last_at >= ${start})::int`;
  const { begins, afterBegins } = currentInstants(period);
  // A return user signed in, in the period, in a later bucket than the one of their first sign-in:
  // their last sign-in shows it (at once when it is well inside the current bucket and the first is
  // before it), or else one of their (few) sign-ins since the start.
  return sql`(select count(*) from ${userSignIns} u where u.last_at >= ${start}
    and case when u.first_at < ${begins} and u.last_at >= ${afterBegins} then true
      when u.first_at < ${instantOf(bucketOf(sql`u.last_at`))} then true
      else coalesce((select true from ${sessions} s where s.user_id = u.user_id and s.created_at >= ${start}
        and u.first_at < ${instantOf(bucketOf(sql`s.created_at`))} limit 1), false) end)::int`;
}

/**
 * One statement (one snapshot): per bucket of the period `label`, `user_count`, and `total` users.
 * Settled buckets come from analytics_bucket_counts at the current data version; those missing are
 * counted from sessions and stored. The rest of the period is read from sessions, and the current
 * bucket from each user's last sign-in, so no request reads more than a few days of sessions.
 */
export function bucketUserCounts(period: Period, kind: CountKind): SQL {
  const { first, current, instantOf, step, timeZone, unit } = period;
  const [all, fromStart] = kind === 'active' ? ['active_users', 'active_users_from_start'] : ['return_users', 'return_users_from_start'];
  return sql`with series as (select local_start from ${period.series}),
    settled as (select local_start from series where ${instantOf(sql`local_start + ${step}`)} <= now() - ${SETTLED_AFTER}),
    data_version as (select version from ${analyticsDataVersion}),
    cached as (
      select local_start, ${COUNT_COLUMNS} from ${analyticsBucketCounts}
      where version = (select version from data_version) and time_zone = ${timeZone} and unit = ${unit}
        and local_start in (select local_start from settled)),
    -- Read from sessions: settled buckets not yet counted, and the one that ended under SETTLED_AFTER ago.
    unread as (select local_start from series where local_start < ${current} except select local_start from cached),
    fresh (local_start, ${COUNT_COLUMNS}) as (${countedFromSessions(period, 'unread')}),
    kept as (
      insert into ${analyticsBucketCounts} (version, time_zone, unit, local_start, ${COUNT_COLUMNS})
      select (select version from data_version), ${timeZone}, ${unit}, fresh.* from fresh
      where local_start in (select local_start from settled) on conflict do nothing),
    counts as (select * from cached union all select * from fresh union all (${countedFromSignIns(period)}))
    select ${period.label(sql`series.local_start`)} as label,
      coalesce(case when series.local_start = ${first} then counts.${sql.raw(fromStart)} else counts.${sql.raw(all)} end, 0)::int as user_count,
      ${totalOf(period, kind)} as total
    from series left join counts on counts.local_start = series.local_start
    order by series.local_start`;
}
