import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { CountedFields, DatasetStatistics } from '../engine/dataset-statistics.js';
import { twoPassCounter } from './two-pass-counter.js';

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
  /** Posts a message and waits for the worker's answer: a batch acknowledged once counted is held at most twice over. */
  const ask = <T>(message: object) => {
    const answer = nextMessage<T>(worker);
    worker.postMessage(message);
    return answer;
  };
  let counts: Promise<DatasetStatistics> | null = null;
  return {
    where: 'thread',
    add: (batch) => ask<void>({ batch }),
    counted: () => (counts ??= ask<DatasetStatistics>({ counted: true })),
    addMeanings: (batch) => ask<void>({ meanings: batch }),
    async result() {
      // The counts came over once: the worker sends the mean meaning alone.
      const meaningCentre = await ask<Float32Array | null>({ done: true });
      await worker.terminate();
      return { ...(await counts!), meaningCentre };
    },
    abandon: () => void worker.terminate(),
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
