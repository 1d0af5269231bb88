import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../db/client.js';
import { storedFileChunks, storedFiles } from '../db/schema/index.js';
import { inTransaction } from '../db/transaction.js';
import { randomToken } from './crypto.js';
import { FileTooLargeError, type FileStorage } from './file-storage.js';

/** Bytes a chunk row holds: big enough that a 40 MB file is 40 inserts, small enough that a process holds little. */
export const CHUNK_BYTES = 1024 * 1024;
const LIST_PAGE = 500;

/** A bytea as a Buffer (node-postgres gives one; PGlite a Uint8Array). */
const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/**
 * Files in PostgreSQL (FILE_STORAGE=postgres): every process that reaches the database reaches them.
 * A file streams in and out one chunk row at a time, so neither an upload nor a download is ever held
 * whole in memory. `db` must be the database itself, never a request's transaction: a file is written
 * before the row that points at it commits, and removed after.
 */
export function postgresFileStorage(db: Database): FileStorage {
  const remove = async (key: string) => {
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  };
  return {
    async write(source, maxBytes) {
      const key = randomToken(24);
      await db.insert(storedFiles).values({ key });
      let size = 0;
      let position = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      // One chunk is written while the next is read. Each commits without waiting for its WAL flush:
      // the final update of the size commits with it, and that flush covers every chunk before it.
      let writing: Promise<unknown> = Promise.resolve();
      const insert = async (data: Buffer) => {
        await writing;
        writing = inTransaction(db, async (tx) => {
          await tx.execute(sql`set local synchronous_commit = off`);
          await tx.insert(storedFileChunks).values({ key, position: position++, data });
        });
        // Not left unhandled while the next chunk is read: a failure is thrown by the next await of it.
        writing.catch(() => undefined);
      };
      try {
        for await (const piece of source as AsyncIterable<Buffer>) {
          size += piece.length;
          if (size > maxBytes) throw new FileTooLargeError();
          pending.push(piece);
          pendingBytes += piece.length;
          while (pendingBytes >= CHUNK_BYTES) {
            const whole = Buffer.concat(pending, pendingBytes);
            await insert(whole.subarray(0, CHUNK_BYTES));
            pending = pendingBytes > CHUNK_BYTES ? [whole.subarray(CHUNK_BYTES)] : [];
            pendingBytes -= CHUNK_BYTES;
          }
        }
        if (pendingBytes) await insert(Buffer.concat(pending, pendingBytes));
        await writing;
        await db.update(storedFiles).set({ size }).where(eq(storedFiles.key, key));
      } catch (error) {
        await writing.catch(() => undefined);
        await remove(key);
        throw error;
      }
      return { key, size };
    },
    read(key) {
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
