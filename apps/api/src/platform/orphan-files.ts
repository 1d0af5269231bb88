import type { Database } from '../db/client.js';
import { referencedFileKeys } from '../db/stored-file-keys.js';
import type { FileStorage } from './file-storage.js';

const BATCH = 500;

/**
 * Removes stored files that no row points at and that were last written before `writtenBefore`: what a
 * crash leaves between a finished upload and the commit of its row. The cut-off spares uploads still in
 * flight in another process. Returns how many files were removed.
 */
export async function sweepOrphanFiles(db: Database, storage: FileStorage, writtenBefore: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await referencedFileKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt >= writtenBefore) continue;
    batch.push(file.key);
    if (batch.length === BATCH) await sweep();
  }
  await sweep();
  return removed;
}
