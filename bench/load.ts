// Figures, not assertions: the API under a realistic mix of reads and writes (autocannon, LOAD_SECONDS
// at LOAD_CONNECTIONS), on PostgreSQL with two processes behind one port and on PGlite with one,
// next to a bare Fastify route running the companies list's SQL on the same database in the same run,
// and the RSS of the API processes idle and under the mix.
// Run from the repo root: npm run bench:load (LOAD_SECONDS=10 for a quick look).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { openDatabase, localFileStorage } from '@dealscout/api/testing';
import { autocannonRequests, COMPANIES_LIST_ONLY, discoverReads, visitSteps, type Step } from './support/load-mix.js';
import { freshPostgresDatabase } from './support/postgres.js';
import { seedWorkload, type BenchUser, type WorkloadShape } from './support/seed.js';
import { API_MAIN, apiEnv, loadAverage, ROOT, rssMb, sampleRss, startServer } from './support/servers.js';
import { StepTally } from './support/step-tally.js';
import { printTable } from './support/table.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const WARM_UP_SECONDS = 3;
/** 40 users: 8 organizations of 4 and 8 on their own; 160 companies, half of the organizations' shared. */
const SHAPE: WorkloadShape = {
  organizations: 8,
  membersPerOrganization: 4,
  usersWithoutOrganization: 8,
  companiesPerUser: 4,
  notesPerCompany: 4,
  documentsPerCompany: 1,
};
const BARE_SERVER = path.join(import.meta.dirname, 'support/bare-server.ts');

interface Engine {
  name: string;
  workers: number;
  /** DATABASE_URL for the servers, or none for PGlite in DATA_DIR; and how to clean up. */
  database(): Promise<{ url?: string; drop(): Promise<void> }>;
}

const ENGINES: Engine[] = [
  {
    name: 'PostgreSQL, 2 processes',
    workers: 2,
    database: async () => freshPostgresDatabase('load'),
  },
  { name: 'PGlite, 1 process', workers: 1, database: async () => ({ drop: async () => {} }) },
];

interface Measured {
  label: string;
  result: Result;
}

function load(base: string, requests: Request[], seconds: number, connections = CONNECTIONS) {
  return autocannon({ url: base, connections, duration: seconds, requests, timeout: 10 });
}

/** The bare route, each request for the next user in turn. */
function bareRequests(users: BenchUser[]): Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const user = users[next++ % users.length]!;
        return { ...request, method: 'GET', path: `/companies?user=${user.id}&organization=${user.organizationId ?? ''}` };
      },
    },
  ];
}

async function seed(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  try {
    return await seedWorkload(handle.db, localFileStorage(path.join(dataDir, 'files')), SHAPE);
  } finally {
    await handle.close();
  }
}

async function measureEngine(engine: Engine) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-load-'));
  const database = await engine.database();
  const env = apiEnv(dataDir, database.url);
  const measured: Measured[] = [];
  const memory: string[] = [];
  const mixTally = new StepTally();
  try {
    const users = await seed(database.url, dataDir);
    const api = await startServer({ script: API_MAIN, port: PORT, env, workers: engine.workers });
    try {
      const idle = api.pids.map(rssMb);
      const { added, notInMix } = await discoverReads(api.base, users[0]!);
      if (added.length) console.log(`  reads added to the visit from the route table: ${added.map((step) => step.route).join(', ')}`);
      console.log(`  routes not in the mix: ${notInMix.join(', ')}`);
      const steps: Step[] = visitSteps(added);
      await load(api.base, autocannonRequests(steps, users, new StepTally()), WARM_UP_SECONDS, 20);

      const sampling = sampleRss(api.pids);
      measured.push({
        label: `our API, the mix (${steps.length} steps a visit)`,
        result: await load(api.base, autocannonRequests(steps, users, mixTally), SECONDS),
      });
      const underLoad = sampling();
      memory.push(
        `RSS of the API (${api.pids.length} process${api.pids.length > 1 ? 'es, summed' : ''}): idle ${idle.reduce((a, b) => a + b, 0).toFixed(0)} MB` +
          ` (${idle.map((mb) => mb.toFixed(0)).join(' + ')}); under the mix median ${underLoad.median.toFixed(0)} MB, peak ${underLoad.peak.toFixed(0)} MB`,
      );
      measured.push({
        label: 'our API, GET /api/user-company only',
        result: await load(api.base, autocannonRequests(COMPANIES_LIST_ONLY, users, new StepTally()), SECONDS),
      });
      if (api.problems.length) console.log(`  the API logged:\n    ${api.problems.slice(0, 10).join('\n    ')}`);
    } finally {
      await api.stop();
    }

    const bare = await startServer({
      script: BARE_SERVER,
      port: PORT,
      env,
      workers: engine.workers,
      execArgv: ['--import', 'tsx'],
      healthPath: '/health',
    });
    try {
      await load(bare.base, bareRequests(users), WARM_UP_SECONDS, 20);
      measured.push({ label: 'bare Fastify route, same SQL as the list', result: await load(bare.base, bareRequests(users), SECONDS) });
    } finally {
      await bare.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { measured, memory, mixTally };
}

function report(engine: Engine, { measured, memory, mixTally }: Awaited<ReturnType<typeof measureEngine>>) {
  const bare = measured.at(-1)!.result.requests.average;
  console.log(`\n${engine.name}: ${SECONDS} s at ${CONNECTIONS} connections each`);
  printTable(
    ['run', 'requests', 'errors', 'of which timeouts (10 s)', 'p50 ms', 'p99 ms', 'req/s', 'of bare'],
    measured.map(({ label, result }) => [
      label,
      String(result.requests.total),
      String(result.errors + result.non2xx),
      String(result.timeouts),
      String(result.latency.p50),
      String(result.latency.p99),
      result.requests.average.toFixed(0),
      `${((result.requests.average / bare) * 100).toFixed(0)} %`,
    ]),
  );
  for (const line of memory) console.log(line);
  console.log(`\nper step of "${measured[0]!.label}" (client-side time from send to reply):`);
  printTable(
    ['step', 'replies', 'p50 ms', 'p99 ms', 'outside 2xx'],
    mixTally.rows().map((row) => [row.name, String(row.count), row.p50.toFixed(0), row.p99.toFixed(0), row.statuses || '0']),
  );
}

spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
console.log(`at the start, ${loadAverage()}`);
for (const engine of ENGINES) {
  console.log(`\n${engine.name}: seeding and starting...`);
  report(engine, await measureEngine(engine));
}
console.log(`\nat the end, ${loadAverage()}`);
process.exit(0);
