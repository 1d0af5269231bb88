import { inArray } from 'drizzle-orm';
import type { Database } from './client.js';
import { companyDocuments } from './schema/index.js';

/** Of `keys`, those a row still points at. Every table that holds a file storage key is listed here. */
export async function referencedFileKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const documents = await db
    .select({ key: companyDocuments.storageKey })
    .from(companyDocuments)
    .where(inArray(companyDocuments.storageKey, keys));
  return new Set(documents.map((row) => row.key));
}
