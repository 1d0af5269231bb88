// What bench:queue-compare measures of each queue: enqueue-to-claim latency, one-at-a-time throughput,
// recovery from kill -9 of a process holding a job, and whether a live job outlasting the lease is taken.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CONTENDER_KEYS, openQueueSide, type ContenderKey, type QueueTarget, type RunOwner } from './queue-setup.js';

type Side = Awaited<ReturnType<typeof openQueueSide>>;

const BLOCK = 20;
/** Before each job of the latency run, a pause up to this long, so the job lands anywhere in a poll's interval. */
const MAX_GAP_MS = 500;
const THROUGHPUT_WINDOW_MS = 20_000;
const RECOVERY_LIMIT_MS = 180_000;
/** A live job this long outlasts the 30 s lease (ours, renewed) and expiry (pg-boss) ... */
export const LIVE_JOB_MS = 40_000;
/** ... while its worker says it is still at it this often (a step of a generation). */
const RENEW_EVERY_MS = 5_000;
const HOLDER = fileURLToPath(new URL('./queue-holder.ts', import.meta.url));

const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** Counts a worker's claims; `next()` resolves at the next one. */
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

/** Milliseconds from each enqueue to its claim, `jobs` per queue, in blocks of 20 that alternate between the queues. */
export async function latencies(side: Side, owner: RunOwner, jobs: number) {
  const times = new Map<ContenderKey, number[]>(CONTENDER_KEYS.map((key) => [key, []]));
  for (let done = 0; done < jobs; done += BLOCK)
    for (const key of CONTENDER_KEYS) {
      const queue = await side.contender(key, owner);
      const signal = claimSignal();
      const worker = await queue.work(signal.onClaim);
      for (let job = 0; job < Math.min(BLOCK, jobs - done); job++) {
        await sleep(Math.random() * MAX_GAP_MS);
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

/** `jobs` queued at once, then one worker claims and completes them one at a time (for at most 20 s). */
export async function throughput(side: Side, owner: RunOwner, key: ContenderKey, jobs: number) {
  const queue = await side.contender(key, owner);
  for (let job = 0; job < jobs; job++) await queue.enqueue();
  const signal = claimSignal();
  const started = performance.now();
  const worker = await queue.work(signal.onClaim);
  while (signal.count() < jobs && performance.now() - started < THROUGHPUT_WINDOW_MS) await Promise.race([signal.next(), sleep(100)]);
  const seconds = (performance.now() - started) / 1000;
  const claimed = signal.count();
  await worker.stop();
  await queue.clear();
  return { claimed, seconds };
}

/**
 * A holder process claims a job; kill -9; the seconds until a worker here claims it again. With no
 * `side` (PGlite, one process's database) the bench opens the database once the holder is dead.
 */
export async function recovery(target: QueueTarget, side: Side | null, owner: RunOwner, key: ContenderKey) {
  const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, JSON.stringify(target), key, JSON.stringify(owner)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([once(createInterface({ input: holder.stdout! }), 'line'), once(holder, 'exit')])) as [string];
  if (line !== 'held') throw new Error(`${key}: the holder process ended before it held a job`);
  const signal = claimSignal();
  let worker = side && (await (await side.contender(key, owner)).work(signal.onClaim));
  const killedAt = performance.now();
  holder.kill('SIGKILL');
  await once(holder, 'exit');
  const reopened = side ? null : await openQueueSide(target);
  const reopenSeconds = (performance.now() - killedAt) / 1000;
  if (reopened) worker = await (await reopened.contender(key, owner)).work(signal.onClaim);
  const claimed = await Promise.race([signal.next().then(() => true), sleep(RECOVERY_LIMIT_MS).then(() => false)]);
  const seconds = (performance.now() - killedAt) / 1000;
  await worker!.stop();
  return { seconds: claimed ? seconds : null, reopenSeconds: reopened ? reopenSeconds : null, reopened };
}

/** A job whose worker is alive and renews every 5 s for 40 s: the seconds until a second worker takes it anyway, or null. */
export async function outlasting(side: Side, owner: RunOwner, key: ContenderKey) {
  const queue = await side.contender(key, owner);
  await queue.enqueue();
  const held = await queue.holdOne();
  if (!held) throw new Error(`${key}: the job just queued could not be claimed`);
  const heldAt = performance.now();
  const signal = claimSignal();
  const second = await queue.work(signal.onClaim);
  let takenAfter: number | null = null;
  void signal.next().then(() => (takenAfter = (performance.now() - heldAt) / 1000));
  while (performance.now() - heldAt < LIVE_JOB_MS) {
    await sleep(RENEW_EVERY_MS);
    await held.renew();
  }
  await second.stop();
  await queue.clear();
  return takenAfter as number | null;
}
