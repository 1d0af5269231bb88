import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import pg from 'pg';
import { clientOf, type Database } from '../db/client.js';
import { storedFileChunks, storedFiles } from '../db/schema/index.js';
import { randomToken } from './crypto.js';
import { FileTooLargeError, type FileStorage } from './file-storage.js';
import { copiedChunks } from './postgres-file-copy.js';

/** Bytes a chunk row holds (4 MB rows measured slower: fewer of them can be written at once). */
const CHUNK_BYTES = 1024 * 1024;
/** Chunk inserts of one upload running at once, each on its own pooled connection. */
const CHUNKS_IN_FLIGHT = 3;
const LIST_PAGE = 500;

/** A bytea as a Buffer (node-postgres gives one; PGlite a Uint8Array). */
const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/**
 * The bytes of `source` in pieces of exactly `size` bytes (the last one shorter), copied only where a
 * piece spans two of the source's. Throws FileTooLargeError as soon as more than `maxBytes` have come.
 */
async function* inChunks(source: AsyncIterable<Buffer>, size: number, maxBytes: number): AsyncGenerator<Buffer> {
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  for await (const piece of source) {
    total += piece.length;
    if (total > maxBytes) throw new FileTooLargeError();
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const parts: Buffer[] = [];
      for (let need = size; need > 0;) {
        const head = pending[0]!;
        if (head.length <= need) {
          parts.push(head);
          pending.shift();
          need -= head.length;
        } else {
          parts.push(head.subarray(0, need));
          pending[0] = head.subarray(need);
          need = 0;
        }
      }
      pendingBytes -= size;
      yield parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
    }
  }
  if (pendingBytes) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Files in PostgreSQL (FILE_STORAGE=postgres): every process that reaches the database reaches them.
 * A file streams in a chunk row at a time and out a few rows at a time (through COPY in binary on a
 * PostgreSQL server: a select's bytea comes back as hex text), so neither an upload nor a download is
 * ever held whole in memory. `db` must be the database itself, never a request's transaction: a file is
 * written before the row that points at it commits, and removed after.
 */
export function postgresFileStorage(db: Database): FileStorage {
  const driver = clientOf(db);
  const pool = driver instanceof pg.Pool ? driver : undefined;
  const remove = async (key: string) => {
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  };
  return {
    async write(source, maxBytes) {
      const key = randomToken(24);
      await db.insert(storedFiles).values({ key });
      let size = 0;
      let position = 0;
      // Chunks are written on several connections at once while the next is read.
      const writing: Promise<unknown>[] = [];
      try {
        for await (const chunk of inChunks(source, CHUNK_BYTES, maxBytes)) {
          if (writing.length >= CHUNKS_IN_FLIGHT) await writing.shift();
          size += chunk.length;
          // execute(): a query builder runs again on each then(); this promise runs it once.
          const insert = db.insert(storedFileChunks).values({ key, position: position++, data: chunk }).execute();
          // Not left unhandled while others are awaited: its own await throws the failure.
          insert.catch(() => undefined);
          writing.push(insert);
        }
        await Promise.all(writing);
        await db.update(storedFiles).set({ size }).where(eq(storedFiles.key, key));
      } catch (error) {
        await Promise.allSettled(writing);
        await remove(key);
        throw error;
      }
      return { key, size };
    },
    read(key) {
      if (pool) return Readable.from(copiedChunks(pool, key), { objectMode: false });
      // PGlite hands a bytea over as it is stored: a row at a time.
      async function* chunks() {
        for (let position = 0; ; position++) {
          const [chunk] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.position, position)));
          if (!chunk) return;
          yield asBuffer(chunk.data);
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    async size(key) {
      const [file] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.key, key), isNotNull(storedFiles.size)));
      if (file?.size == null) throw new Error(`no stored file ${key}`);
      return file.size;
    },
    remove,
    async *list() {
      for (let after = ''; ;) {
        const page = await db
          .select({ key: storedFiles.key, modifiedAt: storedFiles.writtenAt })
          .from(storedFiles)
          .where(gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        yield* page;
        if (page.length < LIST_PAGE) return;
        after = page.at(-1)!.key;
      }
    },
  };
}
