import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Downloads from stored_file_chunks on a PostgreSQL server (node-postgres; PGlite reads a row at a time,
 * postgres-file-storage.ts): through COPY in binary, where a select's bytea comes back as hex text for
 * node-postgres to decode, a select per row ran at 23-58 MB/s and this at 89-184 MB/s (bench:upload, load 6-10).
 */

/**
 * Rows a COPY reads: two, the next two read while these are sent, so a download holds at most 4 MB
 * (4 rows without reading ahead ran at 64-145 MB/s; 8 rows at 88-176 MB/s and 12-22 MB more memory).
 */
const ROWS_PER_COPY = 2;
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The data of `key`'s rows from `firstPosition` on, at most `count` of them, in order: one COPY out,
 * read whole before returning, so the connection goes back to the pool however slowly they are sent on.
 */
async function copyChunksOut(client: pg.PoolClient, key: string, firstPosition: number, count: number): Promise<Buffer[]> {
  const query =
    `COPY (SELECT data FROM stored_file_chunks WHERE key = ${client.escapeLiteral(key)}` +
    ` AND position >= ${firstPosition} ORDER BY position LIMIT ${count}) TO STDOUT (FORMAT binary)`;
  const parts: Buffer[] = [];
  for await (const part of client.query(copyTo(query))) parts.push(part as Buffer);
  const out = Buffer.concat(parts);
  const chunks: Buffer[] = [];
  // The header (its extension's length after the signature and the flags), then per row a field
  // count (1) and the field's length and bytes, then a field count of -1.
  let at = SIGNATURE.length + 8 + out.readInt32BE(SIGNATURE.length + 4);
  while (out.readInt16BE(at) !== -1) {
    const length = out.readInt32BE(at + 2);
    chunks.push(out.subarray(at + 6, at + 6 + length));
    at += 6 + length;
  }
  return chunks;
}

/** The bytes of the file `key` in order, a few rows per COPY on a connection taken for that COPY alone. */
export async function* copiedChunks(pool: pg.Pool, key: string): AsyncGenerator<Buffer> {
  const rows = async (position: number) => {
    const client = await pool.connect();
    try {
      const chunks = await copyChunksOut(client, key, position, ROWS_PER_COPY);
      client.release();
      return chunks;
    } catch (error) {
      client.release(true);
      throw error;
    }
  };
  let next = rows(0);
  for (let position = 0; ;) {
    const chunks = await next;
    position += chunks.length;
    const more = chunks.length === ROWS_PER_COPY;
    if (more) {
      next = rows(position);
      // Not left unhandled if the download stops first; otherwise awaited above, where it throws.
      next.catch(() => undefined);
    }
    yield* chunks;
    if (!more) return;
  }
}
