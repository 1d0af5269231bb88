import { inArray } from 'drizzle-orm';
import type { Database } from './client.js';
import { companyDocuments, florenceIndexSnapshots, taskAttachments } from './schema/index.js';

/** Of `keys`, those a row still points at. Every table that holds a file storage key is listed here. */
export async function referencedFileKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const [documents, attachments, snapshots] = await Promise.all([
    db.select({ key: companyDocuments.storageKey }).from(companyDocuments).where(inArray(companyDocuments.storageKey, keys)),
    db.select({ key: taskAttachments.storageKey }).from(taskAttachments).where(inArray(taskAttachments.storageKey, keys)),
    db
      .select({ key: florenceIndexSnapshots.storageKey })
      .from(florenceIndexSnapshots)
      .where(inArray(florenceIndexSnapshots.storageKey, keys)),
  ]);
  return new Set([...documents, ...attachments, ...snapshots].flatMap((row) => (row.key ? [row.key] : [])));
}
