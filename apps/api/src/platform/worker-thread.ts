import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';

/**
 * A worker thread spoken to one request at a time: each message posted to it is answered by the next
 * message it posts. Its entry says it is ready with a first message of its own.
 */
export interface WorkerThread {
  /** Posts `message` (moving `transfer`) and resolves to the thread's answer; rejects once the thread failed or exited. */
  ask<T>(message: unknown, transfer?: readonly TransferListItem[]): Promise<T>;
  /** Stops the thread, whatever it is doing. */
  end(): Promise<void>;
}

/** A worker thread's entry: the module `name` beside the module `beside` (an import.meta.url), without its extension. */
export interface WorkerEntry {
  name: string;
  beside: string;
}

/**
 * The thread of `entry`: in the built server `name`.js next to main.js (build.mjs lists every entry), or
 * run from TypeScript source (the tests, the benches, `npm run dev`) the .ts through tsx's loader,
 * registered in the thread itself (a thread does not inherit the `--import tsx` of its process under Node 20).
 */
function workerOf({ name, beside }: WorkerEntry): Worker {
  const extension = extname(fileURLToPath(beside));
  const entry = new URL(`./${name}${extension}`, beside);
  if (extension !== '.ts') return new Worker(entry);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true });
}

/**
 * Starts the worker thread of `entry` and waits until it is ready. Its failure is kept, never thrown at
 * the process: the request under way, or the next one, rejects with it. `idleKeepsProcess: false`: a thread
 * kept for the process's life (the sentence encoder's) keeps it running only while a request is under
 * way, so a script that is done exits.
 */
export async function startWorkerThread(entry: WorkerEntry, { idleKeepsProcess = true } = {}): Promise<WorkerThread> {
  const worker = workerOf(entry);
  const idle = () => {
    if (!idleKeepsProcess) worker.unref();
  };
  let failure: Error | null = null;
  let waiting: { resolve(message: unknown): void; reject(error: Error): void } | null = null;
  const settle = () => {
    const settled = waiting;
    waiting = null;
    return settled;
  };
  const fail = (error: Error) => {
    failure ??= error;
    settle()?.reject(failure);
  };
  worker.on('message', (message: unknown) => {
    idle();
    settle()?.resolve(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the worker thread ${entry.name} exited (${code})`)));
  const answer = <T>() =>
    new Promise<T>((resolve, reject) => {
      if (failure) reject(failure);
      else waiting = { resolve: resolve as (message: unknown) => void, reject };
    });

  try {
    await answer();
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ask<T>(message: unknown, transfer: readonly TransferListItem[] = []) {
      const answered = answer<T>();
      if (!failure) {
        worker.ref();
        worker.postMessage(message, transfer);
      }
      return answered;
    },
    end: async () => void (await worker.terminate()),
  };
}
