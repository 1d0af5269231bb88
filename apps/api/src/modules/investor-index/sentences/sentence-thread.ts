import { startWorkerThread, type WorkerEntry, type WorkerThread } from '../../../platform/worker-thread.js';
import { embedOnThisThread } from './sentence-model.js';
import type { SentenceAnswer } from './sentence-worker.js';

export const SENTENCE_WORKER: WorkerEntry = { name: 'sentence-worker', beside: import.meta.url };

let entry = SENTENCE_WORKER;
/** The encoder's thread once started; null inside: it could not start, and the encoder runs on this thread. */
let thread: Promise<WorkerThread | null> | null = null;
/** The thread answers one request at a time: each waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

function encoderThread(): Promise<WorkerThread | null> {
  thread ??= startWorkerThread(entry, { idleKeepsProcess: false }).catch(() => null);
  return thread;
}

/**
 * Starts the encoder's thread, which loads the encoder at once (about 1.2 s of a core): a first list
 * starts it before reading the dataset's index, so both load at once. Idle, the thread costs what the
 * encoder costs anywhere (about 130 MB), and it is started by the first list, never at the process's start.
 */
export function warmSentenceEncoder(): void {
  void encoderThread();
}

/**
 * Each text as the encoder's unit vector of what it says, read on the encoder's thread. Rejects as the
 * encoder did on this thread when it cannot load; a thread that failed is let go, and the next texts start
 * another.
 */
export function embedSentences(texts: readonly string[]): Promise<Float32Array[]> {
  const embedded = queue.then(async () => {
    const started = await encoderThread();
    if (!started) return embedOnThisThread(texts);
    const answer = await started.ask<SentenceAnswer>({ texts: [...texts] }).catch(async (error: unknown) => {
      if (thread && (await thread) === started) thread = null;
      await started.end();
      throw error;
    });
    if ('error' in answer) throw new Error(answer.error);
    return answer.vectors;
  });
  queue = embedded.catch(() => undefined);
  return embedded;
}

/** Stops the encoder's thread and runs the next texts on the thread of `worker` (the tests' failing one), or the encoder's. */
export async function useSentenceWorker(worker: WorkerEntry = SENTENCE_WORKER): Promise<void> {
  const started = await thread;
  thread = null;
  entry = worker;
  await started?.end();
}
