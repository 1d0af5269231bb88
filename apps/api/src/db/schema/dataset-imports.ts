import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The rows of a browser import in flight (modules/dataset-imports), staged in batches in short transactions
 * of their own while the file is read, so the one connection of PGlite is not held for the whole import:
 * only the final merge runs in one transaction. An import's rows are deleted when it ends, either way.
 */
export const datasetImportRows = pgTable(
  'dataset_import_rows',
  {
    importId: text('import_id').notNull(),
    line: integer('line').notNull(),
    row: jsonb('row').notNull(),
  },
  (table) => [index('dataset_import_rows_import_idx').on(table.importId, table.line)],
);
