// Figures, not assertions: each admin-analytics query (the services behind the endpoints, straight on the
// database) at 10,000 users and 1,000,000 session rows on PostgreSQL, the first call (it counts the ended
// buckets the charts then keep: the first chart of each bucket unit counts them all) and p50 and p95 of
// BENCH_ANALYTICS_RUNS runs after it. Sessions are spread over the last 365 days (1 to 90 minutes each),
// with 100,000 download records, 2,000 organizations and 20,000 companies. The bench makes its own
// database on the server and drops it afterwards; BENCH_ANALYTICS_ENGINE=pglite runs it on PGlite in memory.
// Run from the repo root: npm run bench:analytics  (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { cpus, loadavg } from 'node:os';
import { RECORDED_ACTIONS, TIME_FILTERS, type TimeFilter } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  queryRows,
  globalAnalytics,
  listUsers,
  recentlyLoggedInUsers,
  userAnalytics,
  activeUsers,
  returnUsers,
  timeSpent,
} from '@dealscout/api/testing';
import { freshPostgresDatabase } from './support/postgres.js';

const USERS = Number(process.env.BENCH_ANALYTICS_USERS ?? 10_000);
const SESSIONS = Number(process.env.BENCH_ANALYTICS_SESSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 15);
const ZONE = 'America/New_York';
const ON_PGLITE = process.env.BENCH_ANALYTICS_ENGINE === 'pglite';

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

async function main() {
  const target = ON_PGLITE ? { drop: async () => {} } : await freshPostgresDatabase('analytics');
  const handle = await openDatabase('url' in target ? { url: target.url, poolSize: 2 } : { inMemory: true });
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
    console.log(`engine: ${handle.engine}, zone ${ZONE}`);
    console.log('query'.padEnd(28), 'first ms'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [name, run] of queries) {
      const first = performance.now();
      await run();
      const firstMs = performance.now() - first;
      const times: number[] = [];
      for (let index = 0; index < RUNS; index++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      const figures = [firstMs, percentile(times, 0.5), percentile(times, 0.95)].map((ms) => ms.toFixed(1));
      console.log(name.padEnd(28), figures[0]!.padStart(9), figures[1]!.padStart(8), figures[2]!.padStart(8));
    }
    // The worst first call: a back-dated write voids every kept bucket, and the year counts them all again.
    await db.execute(sql`insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
      values (${someone!.user_id}, 'bench-back-dated', now() - interval '200 days', now() - interval '200 days', now())`);
    const recount = performance.now();
    await returnUsers(scope, { filter: 'year', timeZone: ZONE });
    console.log(`return-users/year after a back-dated write: ${(performance.now() - recount).toFixed(1)} ms`);
  } finally {
    await handle.close();
    await target.drop();
  }
}

await main();
