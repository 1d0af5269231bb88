import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { startWorkerThread, type WorkerEntry, type WorkerThread } from '../../../platform/worker-thread.js';
import type { CountedFields, DatasetStatistics } from '../dataset-statistics.js';
import { twoPassCounter } from './two-pass-counter.js';

export const STATISTICS_WORKER: WorkerEntry = { name: 'statistics-worker', beside: import.meta.url };

/**
 * Counts dataset statistics in two passes over the rows, a batch at a time: `add` every batch, then
 * `counted` (the counts: IDF and the rest), then `addMeanings` every batch again (a profile's meaning
 * weighs its words by the IDF), then `result`; `abandon` to stop early.
 */
export interface StatisticsCounter {
  /** Where it counts: 'thread' off this one (statistics-worker.ts), or 'here'. */
  where: 'thread' | 'here';
  add(batch: CountedFields[]): Promise<void>;
  counted(): Promise<DatasetStatistics>;
  addMeanings(batch: CountedFields[]): Promise<void>;
  result(): Promise<DatasetStatistics>;
  abandon(): void;
}

/**
 * A counter on a worker thread (statistics-worker.ts), so the process keeps answering while a dataset of
 * a million rows is counted: this thread only reads the rows and hands each batch over (acknowledged once
 * counted: a batch's rows are held at most twice over). Where no worker starts, on this thread
 * (statisticsCounterHere).
 */
export async function statisticsCounterOffThread(): Promise<StatisticsCounter> {
  let thread: WorkerThread;
  try {
    thread = await startWorkerThread(STATISTICS_WORKER);
  } catch {
    return statisticsCounterHere();
  }
  let counts: Promise<DatasetStatistics> | null = null;
  return {
    where: 'thread',
    add: (batch) => thread.ask<void>({ batch }),
    counted: () => (counts ??= thread.ask<DatasetStatistics>({ counted: true })),
    addMeanings: (batch) => thread.ask<void>({ meanings: batch }),
    async result() {
      try {
        // The counts came over once: the worker sends the mean meaning alone.
        const meaningCentre = await thread.ask<Float32Array | null>({ done: true });
        return { ...(await counts!), meaningCentre };
      } finally {
        await thread.end();
      }
    },
    abandon: () => void thread.end(),
  };
}

/** The counter on this thread, yielding to requests between batches. */
export function statisticsCounterHere(): StatisticsCounter {
  const counter = twoPassCounter();
  return {
    where: 'here',
    async add(batch) {
      counter.add(batch);
      await yieldToRequests();
    },
    counted: () => counter.counted(),
    async addMeanings(batch) {
      await counter.addMeanings(batch);
      await yieldToRequests();
    },
    async result() {
      return { ...(await counter.counted()), meaningCentre: await counter.centre() };
    },
    abandon: () => undefined,
  };
}
