import type { Investor } from '@dealscout/domain';
import { startWorkerThread, type WorkerEntry } from '../../../platform/worker-thread.js';

/**
 * Investors posted to the thread at a time. Each post is copied (structured clone) on this thread: a
 * request waits behind one batch at most, not behind the whole dataset.
 */
const BATCH = 2_000;

export const SNAPSHOT_WORKER: WorkerEntry = { name: 'snapshot-worker', beside: import.meta.url };

/**
 * packSnapshot's bytes for the index of `investors` (in their order) and the version `key`, indexed and
 * packed on a worker thread (`worker`: snapshot-worker.ts): this thread only hands the investors over and
 * receives the bytes, moved, not copied. Rejects when the thread fails; the thread is stopped either way.
 */
export async function packSnapshotOffThread(investors: readonly Investor[], key: string, worker = SNAPSHOT_WORKER): Promise<Buffer> {
  const thread = await startWorkerThread(worker);
  try {
    for (let at = 0; at < investors.length; at += BATCH) await thread.ask({ investors: investors.slice(at, at + BATCH) });
    return Buffer.from(await thread.ask<ArrayBuffer>({ key }));
  } finally {
    await thread.end();
  }
}
