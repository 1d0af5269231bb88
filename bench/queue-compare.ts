// Figures, not assertions: Florence's job queue (florence_runs) against pg-boss 10, on PostgreSQL and on
// embedded PGlite (pg-boss through its `db` option), in one run. Per database and queue:
// - latency: enqueue to claim of QUEUE_JOBS (200) jobs queued one at a time after a random pause, in
//   blocks of 20 that alternate between the queues, so each sees the same load on the shared cores;
// - throughput: QUEUE_JOBS queued at once, claimed and completed one at a time (at most 20 s);
// - a live job of 40 s, its worker renewing every 5 s: does a second worker take it anyway;
// - recovery: kill -9 of a process holding a job, to another worker's claim (on PGlite the killed
//   process held the database, so the time includes opening it again).
// Run from the repo root: npm run bench:queue-compare
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from './support/postgres.js';
import { LIVE_JOB_MS, latencies, outlasting, recovery, throughput } from './support/queue-measures.js';
import { CONTENDER_KEYS, createOwner, openQueueSide, type QueueTarget } from './support/queue-setup.js';
import { loadAverage } from './support/servers.js';
import { printTable } from './support/table.js';

const JOBS = Number(process.env.QUEUE_JOBS ?? 200);

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number | null, otherwise: string) => (value === null ? otherwise : `${value.toFixed(1)} s`);

async function measure(target: QueueTarget) {
  let side = await openQueueSide(target);
  const owner = await createOwner(side.db);
  const header = (what: string) => console.log(`\n${target.kind}: ${what} (${loadAverage()})`);

  header(`latency, ${JOBS} jobs per queue, in alternating blocks of 20`);
  const times = await latencies(side, owner, JOBS);
  printTable(
    ['queue', 'enqueue to claim p50', 'p95', 'max'],
    CONTENDER_KEYS.map((key) => {
      const sorted = [...times.get(key)!].sort((a, b) => a - b);
      return [key, ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.95)), ms(sorted.at(-1)!)];
    }),
  );

  header(`throughput, ${JOBS} queued, claimed and completed one at a time (at most 20 s)`);
  const flows: string[][] = [];
  for (const key of CONTENDER_KEYS) {
    const { claimed, seconds: took } = await throughput(side, owner, key, JOBS);
    flows.push([key, `${claimed} in ${took.toFixed(1)} s`, `${(claimed / took).toFixed(1)} jobs/s`]);
  }
  printTable(['queue', 'claimed', 'rate'], flows);

  header(`a live job of ${LIVE_JOB_MS / 1000} s, its worker renewing every 5 s`);
  const live: string[][] = [];
  for (const key of CONTENDER_KEYS) live.push([key, seconds(await outlasting(side, owner, key), 'no')]);
  printTable(['queue', 'taken by a second worker after'], live);

  header(`kill -9 of a process holding a job, to another worker's claim`);
  const recoveries: string[][] = [];
  for (const key of CONTENDER_KEYS) {
    // PGlite is one process's: the bench lets go of the data directory for the holder, then opens it again.
    if (target.kind === 'pglite') await side.close();
    const result = await recovery(target, target.kind === 'pglite' ? null : side, owner, key);
    if (result.reopened) side = result.reopened;
    recoveries.push([key, seconds(result.seconds, 'not within 180 s'), seconds(result.reopenSeconds, '-')]);
  }
  printTable(['queue', 'kill -9 to claim', 'of which reopening PGlite'], recoveries);
  await side.close();
}

async function main() {
  const database = await freshPostgresDatabase('queue');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-queue-'));
  try {
    await measure({ kind: 'postgres', url: database.url });
    await measure({ kind: 'pglite', dataDir });
    console.log(`\nat the end, ${loadAverage()}`);
  } finally {
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:queue-compare could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
