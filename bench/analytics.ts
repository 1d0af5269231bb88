// Figures, not assertions: each admin-analytics query (the services behind the endpoints, straight on the
// database) at 10,000 users and 1,000,000 session rows on PostgreSQL, p50 and p95 of BENCH_ANALYTICS_RUNS
// runs after one warm-up. Sessions are spread over the last 365 days (1 to 90 minutes each), with 100,000
// download records, 2,000 organizations and 20,000 companies. The bench makes its own database on the
// server and drops it afterwards.
// Run from the repo root: npm run bench:analytics  (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { cpus, loadavg } from 'node:os';
import { RECORDED_ACTIONS, TIME_FILTERS, type TimeFilter } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.js';
import { queryRows } from '../apps/api/src/db/rows.js';
import { globalAnalytics, listUsers, recentlyLoggedInUsers, userAnalytics } from '../apps/api/src/modules/analytics/analytics.service.js';
import { activeUsers, returnUsers, timeSpent } from '../apps/api/src/modules/analytics/charts.service.js';
import { freshPostgresDatabase } from './support/postgres.js';

const USERS = Number(process.env.BENCH_ANALYTICS_USERS ?? 10_000);
const SESSIONS = Number(process.env.BENCH_ANALYTICS_SESSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 15);
const ZONE = 'America/New_York';

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

async function main() {
  const target = await freshPostgresDatabase('analytics');
  const handle = await openDatabase({ url: target.url, poolSize: 2 });
  const { db } = handle;
  try {
    const started = performance.now();
    await db.execute(sql`insert into users (email, first_name, last_name, last_login_at)
      select 'bench' || i || '@example.com', 'Bench', 'User ' || i, now() - random() * interval '60 days'
      from generate_series(1, ${USERS}) as i`);
    await db.execute(sql`insert into organizations (name) select 'Org ' || i from generate_series(1, 2000) as i`);
    await db.execute(sql`with ids as (select array_agg(id) as a from users)
      insert into companies (name, created_by) select 'Company ' || i, ids.a[1 + floor(random() * ${USERS})::int]
      from generate_series(1, 20000) as i, ids`);
    await db.execute(sql`with ids as (select array_agg(id) as a from users)
      insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at, demo)
      select ids.a[1 + floor(random() * ${USERS})::int], 'bench-' || i, t, t + (1 + random() * 89) * interval '1 minute',
        t + interval '30 days', t + interval '2 hours', true
      from generate_series(1, ${SESSIONS}) as i, ids, lateral (select now() - random() * interval '365 days' + i * interval '0 seconds' as t) as moment`);
    const actions = sql.raw(`array[${RECORDED_ACTIONS.map((action) => `'${action}'`).join(',')}]`);
    await db.execute(sql`with ids as (select array_agg(id) as a from users)
      insert into action_records (user_id, action, created_at, demo)
      select ids.a[1 + floor(random() * ${USERS})::int], (${actions})[1 + floor(random() * 9)::int], now() - random() * interval '365 days', true
      from generate_series(1, 100000) as i, ids`);
    await db.execute(sql`vacuum analyze`);
    console.log(`seeded ${USERS} users, ${SESSIONS} sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `machine: ${cpus().length} cores, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (other work shares it)`,
    );

    const [someone] = await queryRows<{ user_id: string }>(db, sql`select user_id from sessions limit 1`);
    const scope = { db };
    const queries: [string, () => Promise<unknown>][] = [
      ['global-analytics', () => globalAnalytics(scope, { timeZone: ZONE })],
      ['user-analytics/{id}', () => userAnalytics(scope, someone!.user_id)],
      ['recently-loggedin-users', () => recentlyLoggedInUsers(scope)],
      ['users', () => listUsers(scope, {})],
      ['users?search=user 42', () => listUsers(scope, { search: 'user 42' })],
      ...TIME_FILTERS.flatMap((filter: TimeFilter): [string, () => Promise<unknown>][] => [
        [`active-users/${filter}`, () => activeUsers(scope, { filter, timeZone: ZONE })],
        [`return-users/${filter}`, () => returnUsers(scope, { filter, timeZone: ZONE })],
        [`time-spent/${filter}`, () => timeSpent(scope, { filter, timeZone: ZONE })],
      ]),
    ];
    console.log('query'.padEnd(28), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [name, run] of queries) {
      await run();
      const times: number[] = [];
      for (let index = 0; index < RUNS; index++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      console.log(name.padEnd(28), percentile(times, 0.5).toFixed(1).padStart(8), percentile(times, 0.95).toFixed(1).padStart(8));
    }
  } finally {
    await handle.close();
    await target.drop();
  }
}

await main();
