// Figures, not assertions: Florence's job queue (florence_runs) against pg-boss 10, on PostgreSQL and on
// embedded PGlite, in one run. Per database: enqueue-to-claim latency of QUEUE_JOBS (200) jobs queued
// one at a time, in blocks of 20 that alternate between the queues (the 2 cores are shared, so each
// queue sees the same load); throughput, the jobs claimed and completed one at a time out of QUEUE_JOBS
// queued at once (at most 20 s each); recovery, the seconds from kill -9 of a process holding a job to
// another worker's claim of it (on PGlite the killed process is the one that held the database, so the
// time includes opening it again). Run from the repo root: npm run bench:queue-compare
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from './support/postgres.js';
import { CONTENDER_KEYS, createOwner, openQueueSide, type ContenderKey, type QueueTarget, type RunOwner } from './support/queue-setup.js';
import { loadAverage } from './support/servers.js';
import { printTable } from './support/table.js';

const JOBS = Number(process.env.QUEUE_JOBS ?? 200);
const BLOCK = 20;
const THROUGHPUT_WINDOW_MS = 20_000;
const RECOVERY_LIMIT_MS = 180_000;
const HOLDER = fileURLToPath(new URL('./support/queue-holder.ts', import.meta.url));

type Side = Awaited<ReturnType<typeof openQueueSide>>;
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Resolves at a worker's next claim. */
function claimSignal() {
  let waiting: (() => void) | null = null;
  let claims = 0;
  return {
    onClaim: () => {
      claims++;
      waiting?.();
      waiting = null;
    },
    next: () => new Promise<void>((resolve) => (waiting = resolve)),
    count: () => claims,
  };
}

async function latencies(side: Side, owner: RunOwner) {
  const times = new Map<ContenderKey, number[]>(CONTENDER_KEYS.map((key) => [key, []]));
  for (let done = 0; done < JOBS; done += BLOCK)
    for (const key of CONTENDER_KEYS) {
      const queue = await side.contender(key, owner);
      const signal = claimSignal();
      const worker = await queue.work(signal.onClaim);
      for (let job = 0; job < Math.min(BLOCK, JOBS - done); job++) {
        const claimed = signal.next();
        const started = performance.now();
        await queue.enqueue();
        await claimed;
        times.get(key)!.push(performance.now() - started);
      }
      await worker.stop();
    }
  return times;
}

async function throughput(side: Side, owner: RunOwner, key: ContenderKey) {
  const queue = await side.contender(key, owner);
  for (let job = 0; job < JOBS; job++) await queue.enqueue();
  const signal = claimSignal();
  const started = performance.now();
  const worker = await queue.work(signal.onClaim);
  while (signal.count() < JOBS && performance.now() - started < THROUGHPUT_WINDOW_MS) await Promise.race([signal.next(), sleep(100)]);
  const seconds = (performance.now() - started) / 1000;
  const claimed = signal.count();
  await worker.stop();
  return { claimed, seconds };
}

const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** A holder process claims a job; kill -9; the seconds until a worker here claims it again. */
async function recovery(target: QueueTarget, side: Side | null, owner: RunOwner, key: ContenderKey) {
  const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, JSON.stringify(target), key, JSON.stringify(owner)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: holder.stdout! });
  const [line] = (await Promise.race([once(lines, 'line'), once(holder, 'exit')])) as [string];
  if (line !== 'held') throw new Error(`${key}: the holder process ended before it held a job`);
  const signal = claimSignal();
  let reopened: Side | null = null;
  let worker = side ? await (await side.contender(key, owner)).work(signal.onClaim) : null;
  const killedAt = performance.now();
  holder.kill('SIGKILL');
  await once(holder, 'exit');
  let reopenSeconds = 0;
  if (!side) {
    reopened = await openQueueSide(target);
    reopenSeconds = (performance.now() - killedAt) / 1000;
    worker = await (await reopened.contender(key, owner)).work(signal.onClaim);
  }
  const claimed = await Promise.race([signal.next().then(() => true), sleep(RECOVERY_LIMIT_MS).then(() => false)]);
  const seconds = (performance.now() - killedAt) / 1000;
  await worker!.stop();
  return { seconds: claimed ? seconds : null, reopenSeconds, reopened };
}

async function measure(target: QueueTarget) {
  let side = await openQueueSide(target);
  const owner = await createOwner(side.db);
  console.log(`\n${target.kind}: latency, ${JOBS} jobs per queue in alternating blocks of ${BLOCK} (${loadAverage()})`);
  const times = await latencies(side, owner);
  const rows: string[][] = [];
  for (const key of CONTENDER_KEYS) {
    const sorted = [...times.get(key)!].sort((a, b) => a - b);
    rows.push([key, ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.95)), ms(sorted.at(-1)!)]);
  }
  printTable(['queue', 'enqueue to claim p50', 'p95', 'max'], rows);

  console.log(`\n${target.kind}: throughput, ${JOBS} queued, claimed one at a time (at most ${THROUGHPUT_WINDOW_MS / 1000} s)`);
  const flows: string[][] = [];
  for (const key of CONTENDER_KEYS) {
    const { claimed, seconds } = await throughput(side, owner, key);
    flows.push([key, `${claimed} in ${seconds.toFixed(1)} s`, `${(claimed / seconds).toFixed(1)} jobs/s`]);
  }
  printTable(['queue', 'claimed', 'rate'], flows);

  console.log(`\n${target.kind}: kill -9 of a process holding a job, to another worker's claim`);
  const recoveries: string[][] = [];
  for (const key of CONTENDER_KEYS) {
    // PGlite is one process's: the bench lets go of the data directory for the holder, then opens it again.
    if (target.kind === 'pglite') await side.close();
    const result = await recovery(target, target.kind === 'pglite' ? null : side, owner, key);
    if (result.reopened) side = result.reopened;
    recoveries.push([
      key,
      result.seconds === null ? `not within ${RECOVERY_LIMIT_MS / 1000} s` : `${result.seconds.toFixed(1)} s`,
      target.kind === 'pglite' ? `${result.reopenSeconds.toFixed(1)} s` : '-',
    ]);
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
