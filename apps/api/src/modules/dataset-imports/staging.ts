import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { datasetImportRows } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

/**
 * Stages a batch of an import's accepted rows (dataset_import_rows), in a statement of its own: a short
 * write, so other requests get the database between batches. One JSON parameter, unpacked by the database.
 */
export async function stageImportRows(db: Database, importId: string, rows: readonly { line: number; row: unknown }[]) {
  if (!rows.length) return;
  await db.execute(sql`INSERT INTO dataset_import_rows (import_id, line, row)
    SELECT ${importId}, (x->>'line')::int, x->'row' FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS x`);
}

/** Removes an import's staged rows, when it ends either way. */
export async function dropImportRows(db: Database, importId: string) {
  await db.delete(datasetImportRows).where(eq(datasetImportRows.importId, importId));
}
