// What the file storage and the rows disagree on, read through the storage itself (PostgreSQL or a bucket).
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type FileStorage } from '@dealscout/api/testing';

/** Document rows whose file is missing or of another size, and stored files that no document or task attachment names. */
export async function storedFilesState(db: Database, storage: FileStorage) {
  const documents = await queryRows<{ storage_key: string; size_bytes: string | number }>(
    db,
    sql`select storage_key, size_bytes from company_documents`,
  );
  const attachments = await queryRows<{ storage_key: string }>(db, sql`select storage_key from task_attachments`);
  let withoutFile = 0;
  for (const document of documents) {
    const size = await storage.size(document.storage_key).catch(() => null);
    if (size !== Number(document.size_bytes)) withoutFile++;
  }
  const named = new Set([...documents, ...attachments].map((row) => row.storage_key));
  let withoutRow = 0;
  for await (const file of storage.list()) if (!named.has(file.key)) withoutRow++;
  return { withoutFile, withoutRow };
}
