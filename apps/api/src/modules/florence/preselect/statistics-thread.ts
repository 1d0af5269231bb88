import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { statisticsCounter, type CountedFields, type DatasetStatistics } from '../engine/dataset-statistics.js';

/** Counts dataset statistics a batch at a time; `result` once every batch is added, `abandon` to stop early. */
export interface StatisticsCounter {
  /** Where it counts: 'thread' off this one (statistics-worker.ts), or 'here'. */
  where: 'thread' | 'here';
  add(batch: CountedFields[]): Promise<void>;
  result(): Promise<DatasetStatistics>;
  abandon(): void;
}

const here = fileURLToPath(import.meta.url);
const entry = new URL(`./statistics-worker${extname(here)}`, import.meta.url);

/**
 * The worker thread: the built server's statistics-worker.js (build.mjs), or run from TypeScript source
 * (the tests, the benches, `npm run dev`) the .ts through tsx's loader, registered in the thread itself
 * (a thread does not inherit the `--import tsx` of its process under Node 20).
 */
function startWorker(): Worker {
  if (extname(here) !== '.ts') return new Worker(entry);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true });
}

/** The next message of `worker`, or its failure. */
function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (message: T) => {
      settle();
      resolve(message);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`the statistics worker exited (${code})`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/**
 * A counter on a worker thread (statistics-worker.ts), so the process keeps answering while a dataset of
 * a million rows is counted: this thread only reads the rows and hands each batch over. Where no worker
 * starts, on this thread (statisticsCounterHere).
 */
export async function statisticsCounterOffThread(): Promise<StatisticsCounter> {
  let worker: Worker;
  try {
    worker = startWorker();
    await nextMessage(worker);
  } catch {
    return statisticsCounterHere();
  }
  return {
    where: 'thread',
    async add(batch) {
      // Acknowledged once counted: a batch's rows are held at most twice over.
      const counted = nextMessage(worker);
      worker.postMessage({ batch });
      await counted;
    },
    async result() {
      const statistics = nextMessage<DatasetStatistics>(worker);
      worker.postMessage({ done: true });
      const counted = await statistics;
      await worker.terminate();
      return counted;
    },
    abandon: () => void worker.terminate(),
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
