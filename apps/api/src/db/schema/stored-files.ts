import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files kept in PostgreSQL (FILE_STORAGE=postgres), so every API process reaches them. A row
 * is made when a file starts streaming in; `size` is set once its last chunk is written, so a file cut
 * off by a crash has none and reads as missing until the orphan sweep removes it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    size: bigint('size', { mode: 'number' }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_written_at_idx').on(table.writtenAt)],
);

/** A stored file's bytes in order, at most 1 MB a row (platform/postgres-file-storage.ts). */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.position] })],
);
