// Figures, not assertions: p50/p95 of GET /api/dataset (in process, through app.inject) for a mix of
// text, filter and advanced queries, next to the bare SQL of the same queries (the statements the
// service runs, sent straight to the database on the pool the service uses: a word search's on the
// plan-once pool, modules/investors/dataset-plans.ts), on PGlite at the shipped size and 100k rows and on
// PostgreSQL at 100k and 1M rows. Rows past the shipped ones (4,831) are synthetic perturbations of real ones
// (name suffix, state, keywords, figures), flagged by a "Synthetic bench row" source; they exist only in
// the bench's own databases, which it creates and removes.
// Run from the repo root: npm run bench:search  (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// BENCH_SEARCH_SIZES to pick, e.g. "pglite:4831,pglite:100000,postgres:100000,postgres:1000000").
// BENCH_SEARCH_KEEP=1 keeps a PostgreSQL size's database (dealscout_bench_search_<rows>) after the run, and a
// later run of the same size reuses it rather than loading the rows again (about ten minutes at 1M); drop it
// with DROP DATABASE when done.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { datasetSearchParams, datasetSearchSchema, type DatasetSearchInput } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  buildApp,
  loadConfig,
  openDatabase,
  lakesideEyeAnswers,
  createUser,
  insertCompany,
  createSession,
  databaseFor,
  searchStatements,
  refreshInvestorStatistics,
  buildDatasetStatistics,
  preselectionAbove,
  loadShippedInvestors,
  type DatabaseHandle,
  type ActorContext,
} from '@dealscout/api/testing';
import { expandSynthetic } from './search-synthetic.js';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 10);
const KEEP = process.env.BENCH_SEARCH_KEEP === '1';
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? 'pglite:4831,pglite:100000,postgres:100000,postgres:1000000').split(',').map((entry) => {
  const [engine, rows] = entry.split(':');
  return { engine: engine as 'pglite' | 'postgres', rows: Number(rows) };
});

/** The mix: what people type, what they filter by, what the advanced drawer sends. */
const MIX: { kind: 'text' | 'filter' | 'advanced'; input: DatasetSearchInput }[] = [
  { kind: 'text', input: { search: 'health' } },
  { kind: 'text', input: { search: 'software' } },
  { kind: 'text', input: { search: 'oil and gas' } },
  { kind: 'text', input: { search: 'Pfizer' } },
  { kind: 'text', input: { search: 'capital', tab: 'investors' } },
  { kind: 'filter', input: {} },
  { kind: 'filter', input: { state: ['Texas'] } },
  { kind: 'filter', input: { state: ['California', 'New York'], type: ['corporation'], sort: 'company_name' } },
  { kind: 'filter', input: { tab: 'investors' } },
  { kind: 'filter', input: { state: ['Massachusetts'], offset: 200 } },
  { kind: 'advanced', input: { advanced_search: { keywords: ['biotechnology', 'oncology'] } } },
  { kind: 'advanced', input: { advanced_search: { naics: ['3254'] } } },
  { kind: 'advanced', input: { advanced_search: { sectors: ['Healthcare'] }, state: ['Texas'] } },
  { kind: 'advanced', input: { advanced_search: { sectors: ['Technology'], keywords: ['cloud'] } } },
  { kind: 'advanced', input: { tab: 'investors', advanced_search: { ebitda: [20, 80] } } },
];

/** Search by description: what a dealmaker writes, with the filters it names, a second page and a sort by name. */
const DESCRIBED: DatasetSearchInput[] = [
  { describe: 'maker of hip and knee implants' },
  { describe: 'dental practice consolidators in Texas' },
  { describe: 'private equity firms investing in software' },
  { describe: 'soft drinks' },
  { describe: 'cloud software for banks' },
  { describe: 'freight railroad', offset: 10 },
  { describe: 'medical devices', state: ['California'], sort: 'company_name' },
  { describe: 'oil and gas exploration in Canada' },
  { describe: 'frozen food manufacturer' },
];
/** Similar companies of this many investors (the first by name). */
const SIMILAR_OF = 10;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

async function investorRows(db: DatabaseHandle['db']): Promise<number> {
  const counted = (await db.execute(sql`SELECT count(*)::int AS rows FROM investors`)) as unknown as { rows: { rows: number }[] };
  return counted.rows[0]!.rows;
}

/** The bench's database: PGlite in memory, or a PostgreSQL database of its own (kept and reused with BENCH_SEARCH_KEEP=1). */
async function openTarget(
  engine: 'pglite' | 'postgres',
  rows: number,
): Promise<{ handle: DatabaseHandle; loaded: boolean; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ inMemory: true });
    return { handle, loaded: false, drop: async () => {} };
  }
  const name = KEEP ? `dealscout_bench_search_${rows}` : `dealscout_bench_search_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    return client.query(statement).finally(() => client.end());
  };
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  if (KEEP && (await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount) {
    const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
    // A kept database is reused only whole: one a run left half loaded is made again.
    if ((await investorRows(handle.db)) === rows) return { handle, loaded: true, drop: () => handle.close() };
    await handle.close();
  }
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    handle,
    loaded: false,
    drop: async () => {
      await handle.close();
      if (!KEEP) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function measure(engine: 'pglite' | 'postgres', rows: number) {
  const target = await openTarget(engine, rows);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-search-'));
  try {
    const { db } = target.handle;
    const started = performance.now();
    if (!target.loaded) await loadShippedInvestors(db);
    const { shipped, added } = await expandSynthetic(db, rows, engine);
    if (!target.loaded) await refreshInvestorStatistics(db);
    const loadSeconds = (performance.now() - started) / 1000;
    // Above the threshold the server counts the dataset's statistics in the background, and its reads rank
    // with them once built (preselect/list-index.ts): built here before timing, as a server has them in its
    // steady state (kept in a kept database: a second run finds them).
    const counting = performance.now();
    const counted = await buildDatasetStatistics(db, { aboveCandidates: preselectionAbove() });
    const statisticsSeconds = (performance.now() - counting) / 1000;

    // A kept database already holds the users of earlier runs.
    const user = await createUser(db, { email: `bench-${process.pid}-${Date.now()}@example.com`, role: 'professional' });
    const company = await insertCompany(db, { name: 'Lakeside Eye', createdBy: user.id, userInput: lakesideEyeAnswers });
    const { token } = await createSession(db, user.id, { ip: '10.9.9.9', userAgent: 'bench' }, { maxAgeDays: 1 });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ db, config, logger: false });
    const ctx = { actor: { id: user.id, organizationId: null }, config } as ActorContext;

    const api = async (input: DatasetSearchInput) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/dataset?${datasetSearchParams(input)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json().total as number;
    };
    const bare = async (input: DatasetSearchInput) => {
      const query = datasetSearchSchema.parse(Object.fromEntries(new URLSearchParams(datasetSearchParams(input))));
      const statements = await searchStatements(ctx, db, query);
      const sqls = [statements.rows.toSQL(), ...(statements.count ? [statements.count.toSQL()] : [])];
      // On the connections the API uses for it: a word search's plan is made once (dataset-plans.ts).
      const client = (databaseFor(db, query) as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
        .$client;
      await Promise.all(sqls.map((statement) => client.query(statement.sql, statement.params)));
    };
    const time = async (run: () => Promise<unknown>) => {
      const begin = performance.now();
      await run();
      return performance.now() - begin;
    };

    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    const perQuery: string[] = [];
    for (const { kind, input } of MIX) {
      const total = await api(input);
      await bare(input);
      const mine: number[] = [];
      const theirs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        mine.push(await time(() => api(input)));
        theirs.push(await time(() => bare(input)));
      }
      apiTimes.push(...mine);
      bareTimes.push(...theirs);
      perQuery.push(
        `    ${kind.padEnd(8)} ${JSON.stringify(input).slice(0, 70).padEnd(72)} ${String(total).padStart(8)} rows  api p50 ${percentile(mine, 0.5).toFixed(1).padStart(6)} ms  bare p50 ${percentile(theirs, 0.5).toFixed(1).padStart(6)} ms`,
      );
    }
    const fit = { user_company_id: company.id };
    await api(fit);
    const fitTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) fitTimes.push(await time(() => api(fit)));
    // A name typed with the company selected: the name's tiers above the fit.
    const named = { search: 'Apple', user_company_id: company.id };
    await api(named);
    const namedTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) namedTimes.push(await time(() => api(named)));

    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json() as { data: { id: string }[]; total?: number };
    };
    // The first description search builds the engine's index of the table (once per dataset, candidate-cache.ts);
    // above the threshold it reads the dataset's statistics and countries instead (once per dataset version).
    const indexTime = await time(() => get(`/api/dataset?${datasetSearchParams(DESCRIBED[0]!)}`));
    const describeTimes: number[] = [];
    for (const input of DESCRIBED)
      for (let run = 0; run < RUNS; run++) describeTimes.push(await time(() => get(`/api/dataset?${datasetSearchParams(input)}`)));
    const ids = (await get(`/api/dataset?${datasetSearchParams({ sort: 'company_name', limit: SIMILAR_OF })}`)).data.map((row) => row.id);
    const similarTimes: number[] = [];
    for (const id of ids) for (let run = 0; run < RUNS; run++) similarTimes.push(await time(() => get(`/api/investor/${id}/similar`)));

    const p95 = percentile(apiTimes, 0.95);
    const bareP95 = percentile(bareTimes, 0.95);
    console.log(
      `\n${engine} at ${(shipped + added).toLocaleString('en-US')} rows (${target.loaded ? 'a kept database' : `${added.toLocaleString('en-US')} synthetic; loaded in ${loadSeconds.toFixed(0)} s`}${counted ? `; its statistics counted in ${statisticsSeconds.toFixed(0)} s` : ''}), ${MIX.length} queries x ${RUNS} runs; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores:`,
    );
    console.log(
      `  GET /api/dataset  p50 ${percentile(apiTimes, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms   |  bare SQL  p50 ${percentile(bareTimes, 0.5).toFixed(1)} ms  p95 ${bareP95.toFixed(1)} ms   |  p95 ratio ${(p95 / bareP95).toFixed(2)}x`,
    );
    console.log(
      `  ranked for a company (user_company_id, no filter): p50 ${percentile(fitTimes, 0.5).toFixed(1)} ms  p95 ${percentile(fitTimes, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  a name for a company ('Apple', user_company_id): p50 ${percentile(namedTimes, 0.5).toFixed(1)} ms  p95 ${percentile(namedTimes, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  search by description (${DESCRIBED.length} x ${RUNS}): p50 ${percentile(describeTimes, 0.5).toFixed(1)} ms  p95 ${percentile(describeTimes, 0.95).toFixed(1)} ms  (first one, reading or building the index: ${(indexTime / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  similar companies (${ids.length} x ${RUNS}): p50 ${percentile(similarTimes, 0.5).toFixed(1)} ms  p95 ${percentile(similarTimes, 0.95).toFixed(1)} ms; RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
    console.log(perQuery.join('\n'));
    await app.close();
  } finally {
    await target.drop();
    if (engine === 'pglite') await target.handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const { engine, rows } of SIZES) await measure(engine, rows);
