import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { drainInBackground, onePassAtATime, type Drain } from '../../platform/background-drain.js';
import { FLORENCE_QUEUE_CHANNEL, type EventBus } from '../../platform/events.js';
import { datasetKey, fillSentenceVectors, heldIndex, warmSentenceEncoder } from '../investor-index/index.js';
import { generateList } from './generate-list.js';
import { claimRun, failOverdueRuns } from './job-queue.js';
import type { ReasonRewriter } from './reason-rewriter.js';
import { publishRunChange } from './run-events.js';
import { phaseClock, type RunTimings } from './run-timings.js';

export const IDLE_POLL_MS = 2_000;

/**
 * What a worker works with: the database, a logger, the bus on which runs' progress is published, and
 * the language model that may reword the reasons of a list's top rows (none: the engine's words).
 */
export interface WorkerDeps {
  db: Database;
  log: FastifyBaseLogger;
  events: EventBus;
  rewriter?: ReasonRewriter | null;
  /** Hears the milliseconds of each phase of every run this worker finished (the Florence bench). */
  onTimings?: (runId: string, timings: RunTimings) => void;
}

/** Claims and generates waiting runs until none is left; `drain` resolves to how many it finished. */
export type FlorenceWorker = Drain;

/**
 * A generation worker of this process: fails overdue runs, claims waiting ones one at a time and
 * generates them. Any number of processes may run one: the claim keeps a run to one worker, and a
 * run whose worker died is claimed again once its lease lapses (before its deadline).
 */
export function createFlorenceWorker(
  { db, log, events, rewriter = null, onTimings }: WorkerDeps,
  name = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
): FlorenceWorker {
  const changed = (runId: string) => () =>
    publishRunChange(db, events, runId).catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? { type: error.name } : undefined, run: runId }, 'Florence progress not published'),
    );
  const drainOnce = async () => {
    let done = 0;
    for (const overdue of await failOverdueRuns(db)) await changed(overdue)();
    for (;;) {
      const clock = phaseClock();
      const run = await clock.time('claim', () => claimRun(db, name));
      if (!run) break;
      // The encoder loads on its thread while the list reads the dataset's index (a first list's longest step).
      warmSentenceEncoder();
      await generateList(db, run, name, changed(run.id), { rewriter, timings: clock.timings, log }).catch((error: unknown) =>
        log.error({ err: error instanceof Error ? { type: error.name } : undefined, run: run.id }, 'Florence generation failed'),
      );
      onTimings?.(run.id, clock.timings);
      done++;
    }
    await fillSentences();
    return done;
  };
  let fillFailed = false;
  /** Between runs: the encoder reads a few texts of the dataset this process ranks that it has not read yet. */
  const fillSentences = async () => {
    const index = heldIndex(await datasetKey(db));
    if (!index) return;
    try {
      await fillSentenceVectors(db, await index);
      fillFailed = false;
    } catch (error) {
      // Said once, not at every poll while the encoder cannot load; lists are ranked without it meanwhile.
      if (!fillFailed)
        log.warn({ err: error instanceof Error ? { type: error.name, message: error.message } : undefined }, 'Sentence vectors not filled');
      fillFailed = true;
    }
  };
  return onePassAtATime(drainOnce);
}

/**
 * Runs a worker in the background: whenever a run is queued, in this process or another (the PUT
 * publishes on FLORENCE_QUEUE_CHANNEL after its commit), and every couple of seconds (a lapsed lease,
 * a notice lost with a dropped connection).
 */
export function startFlorenceWorker(deps: WorkerDeps, idlePollMs = IDLE_POLL_MS): FlorenceWorker {
  const { log, events } = deps;
  return drainInBackground(createFlorenceWorker(deps), {
    pollMs: idlePollMs,
    subscribe: (wake) => events.subscribe(FLORENCE_QUEUE_CHANNEL, wake),
    onError: (error) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence worker'),
  });
}
