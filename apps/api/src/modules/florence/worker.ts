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
import { fillRunReasons, runsMissingReasons } from './reasons-fill.js';
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

/**
 * Claims and generates waiting runs until none is left; `drain` resolves to how many it finished. After
 * them, in the background, the worker writes the reasons its lists left for later (reasons-fill.ts);
 * `fillReasons` joins that pass and resolves to how many rows it wrote, `stop` waits for both.
 */
export interface FlorenceWorker extends Drain {
  fillReasons(): Promise<number>;
}

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
  let generating = false;
  const reasons = reasonsFiller(db, log, () => generating);
  const drainOnce = async () => {
    try {
      return await generateWaiting();
    } finally {
      generating = false;
      // Not awaited: the lists are shown already; the reasons below their first pages wait for no run, and no run for them.
      reasons.kick();
    }
  };
  const generateWaiting = async () => {
    let done = 0;
    for (const overdue of await failOverdueRuns(db)) await changed(overdue)();
    for (;;) {
      const clock = phaseClock();
      const run = await clock.time('claim', () => claimRun(db, name));
      if (!run) break;
      generating = true;
      // The encoder loads on its thread while the list reads the dataset's index (a first list's longest step).
      warmSentenceEncoder();
      await generateList(db, run, name, changed(run.id), { rewriter, timings: clock.timings, log }).catch((error: unknown) =>
        log.error({ err: error instanceof Error ? { type: error.name } : undefined, run: run.id }, 'Florence generation failed'),
      );
      onTimings?.(run.id, clock.timings);
      reasons.queue(run.id);
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
  const runs = onePassAtATime(drainOnce);
  return {
    drain: runs.drain,
    fillReasons: reasons.drain,
    async stop() {
      await runs.stop();
      await reasons.stop();
    },
  };
}

/**
 * How long after its last list the worker waits before writing reasons: the pages that heard of the list
 * read it and the status meanwhile, and a read is not kept waiting behind the reasons' parts.
 */
export const FILL_DELAY_MS = 1_000;

/**
 * The pass that writes the reasons of the lists this worker finished, one run after another, and once per
 * worker those of the last day's lists a stopped worker left without all of theirs. It starts FILL_DELAY_MS
 * after it is kicked; while `generating`, it stops after the part it is writing, and the next kick goes on from there.
 */
function reasonsFiller(db: Database, log: FastifyBaseLogger, generating: () => boolean) {
  const waiting = new Set<string>();
  let swept = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fill = onePassAtATime(async () => {
    if (!swept) for (const runId of await runsMissingReasons(db)) waiting.add(runId);
    swept = true;
    let written = 0;
    for (const runId of waiting) {
      if (generating()) break;
      const filled = await fillRunReasons(db, runId, generating);
      written += filled.written;
      if (filled.finished) waiting.delete(runId);
    }
    return written;
  });
  const fillNow = () =>
    void fill
      .drain()
      .catch((error: unknown) =>
        log.warn({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence reasons not written'),
      );
  return {
    queue: (runId: string) => void waiting.add(runId),
    kick() {
      clearTimeout(timer);
      timer = setTimeout(fillNow, FILL_DELAY_MS);
      timer.unref();
    },
    drain: fill.drain,
    async stop() {
      clearTimeout(timer);
      await fill.stop();
    },
  };
}

/**
 * Runs a worker in the background: whenever a run is queued, in this process or another (the PUT
 * publishes on FLORENCE_QUEUE_CHANNEL after its commit), and every couple of seconds (a lapsed lease,
 * a notice lost with a dropped connection).
 */
export function startFlorenceWorker(deps: WorkerDeps, idlePollMs = IDLE_POLL_MS): Drain {
  const { log, events } = deps;
  return drainInBackground(createFlorenceWorker(deps), {
    pollMs: idlePollMs,
    subscribe: (wake) => events.subscribe(FLORENCE_QUEUE_CHANNEL, wake),
    onError: (error) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence worker'),
  });
}
