import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { startWorkerThread, type WorkerThread } from '../../../platform/worker-thread.js';
import { statisticsCounter, type CountedFields, type DatasetStatistics } from '../engine/dataset-statistics.js';

/** Counts dataset statistics a batch at a time; `result` once every batch is added, `abandon` to stop early. */
export interface StatisticsCounter {
  /** Where it counts: 'thread' off this one (statistics-worker.ts), or 'here'. */
  where: 'thread' | 'here';
  add(batch: CountedFields[]): Promise<void>;
  result(): Promise<DatasetStatistics>;
  abandon(): void;
}

/**
 * A counter on a worker thread (statistics-worker.ts), so the process keeps answering while a dataset of
 * a million rows is counted: this thread only reads the rows and hands each batch over. Where no worker
 * starts, on this thread (statisticsCounterHere).
 */
export async function statisticsCounterOffThread(): Promise<StatisticsCounter> {
  let thread: WorkerThread;
  try {
    thread = await startWorkerThread({ name: 'statistics-worker', beside: import.meta.url });
  } catch {
    return statisticsCounterHere();
  }
  return {
    where: 'thread',
    async add(batch) {
      // Acknowledged once counted: a batch's rows are held at most twice over.
      await thread.ask({ batch });
    },
    async result() {
      try {
        return await thread.ask<DatasetStatistics>({ done: true });
      } finally {
        await thread.end();
      }
    },
    abandon: () => void thread.end(),
  };
}

/** The counter on this thread, yielding to requests between batches. */
export function statisticsCounterHere(): StatisticsCounter {
  const counter = statisticsCounter();
  return {
    where: 'here',
    async add(batch) {
      for (const investor of batch) counter.add(investor);
      await yieldToRequests();
    },
    result: async () => counter.result(),
    abandon: () => undefined,
  };
}
