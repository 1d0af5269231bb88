import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { generateList } from './generate-list.js';
import { claimRun, failOverdueRuns } from './job-queue.js';

const IDLE_POLL_MS = 2_000;

const wakers = new Set<() => void>();
/** Tells this process's workers a run is waiting (after the PUT has committed), so they need not wait for their next poll. */
export const wakeFlorenceWorkers = () => wakers.forEach((wake) => wake());

export interface FlorenceWorker {
  /** Claims and generates waiting runs until none is left; returns how many it finished. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A generation worker of this process: fails overdue runs, claims waiting ones one at a time and
 * generates them. Any number of processes may run one: the claim keeps a run to one worker, and a
 * run whose worker died is claimed again once its lease lapses (before its deadline).
 */
export function createFlorenceWorker(
  db: Database,
  log: FastifyBaseLogger,
  name = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
): FlorenceWorker {
  let draining: Promise<number> | null = null;
  const drain = () =>
    (draining ??= (async () => {
      let done = 0;
      try {
        await failOverdueRuns(db);
        for (let run = await claimRun(db, name); run; run = await claimRun(db, name)) {
          await generateList(db, run, name).catch((error: unknown) =>
            log.error({ err: error instanceof Error ? { type: error.name } : undefined, run: run?.id }, 'Florence generation failed'),
          );
          done++;
        }
      } finally {
        draining = null;
      }
      return done;
    })());
  return {
    drain,
    async stop() {
      await draining;
    },
  };
}

/** Runs a worker in the background: on every wake and every couple of seconds. */
export function startFlorenceWorker(db: Database, log: FastifyBaseLogger): FlorenceWorker {
  const worker = createFlorenceWorker(db, log);
  const tick = () =>
    void worker
      .drain()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence worker'));
  const timer = setInterval(tick, IDLE_POLL_MS);
  timer.unref();
  wakers.add(tick);
  tick();
  return {
    drain: worker.drain,
    async stop() {
      clearInterval(timer);
      wakers.delete(tick);
      await worker.stop();
    },
  };
}
