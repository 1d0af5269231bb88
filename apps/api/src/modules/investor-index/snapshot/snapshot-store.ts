import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { florenceIndexSnapshots } from '../../../db/schema/index.js';
import type { FileStorage } from '../../../platform/file-storage.js';

/** A build not finished in this long is taken to have died with its process: another may claim it. */
const BUILD_LEASE = '10 minutes';

/** The stored bytes of the snapshot of `datasetKey`, or null when there is none (or its file cannot be read). */
export async function readStoredSnapshot(db: Database, storage: FileStorage, datasetKey: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ storageKey: florenceIndexSnapshots.storageKey, size: florenceIndexSnapshots.size })
    .from(florenceIndexSnapshots)
    .where(and(eq(florenceIndexSnapshots.datasetKey, datasetKey), isNotNull(florenceIndexSnapshots.storageKey)));
  if (!row?.storageKey || row.size === null) return null;
  // A file of any other length than the recorded size is not the snapshot written.
  if (storage.readWhole) {
    const whole = await storage.readWhole(row.storageKey).catch(() => null);
    return whole?.length === row.size ? whole : null;
  }
  // Streamed into one buffer of the recorded size.
  const bytes = Buffer.allocUnsafe(row.size);
  let at = 0;
  try {
    for await (const part of storage.read(row.storageKey) as AsyncIterable<Buffer>) {
      if (at + part.length > bytes.length) return null;
      part.copy(bytes, at);
      at += part.length;
    }
  } catch {
    // Removed meanwhile by a newer build, or lost: the index is built from the rows.
    return null;
  }
  return at === bytes.length ? bytes : null;
}

/**
 * Claims the build of `datasetKey`'s snapshot for this process: true when none is stored and no other
 * process is building it (or its build lapsed).
 */
export async function claimSnapshotBuild(db: Database, datasetKey: string): Promise<boolean> {
  const claimed = await db
    .insert(florenceIndexSnapshots)
    .values({ datasetKey, buildingSince: sql`now()` })
    .onConflictDoUpdate({
      target: florenceIndexSnapshots.datasetKey,
      set: { buildingSince: sql`now()` },
      setWhere: and(
        isNull(florenceIndexSnapshots.storageKey),
        or(isNull(florenceIndexSnapshots.buildingSince), lt(florenceIndexSnapshots.buildingSince, sql`now() - ${BUILD_LEASE}::interval`)),
      ),
    })
    .returning({ datasetKey: florenceIndexSnapshots.datasetKey });
  return claimed.length > 0;
}

/** Gives up a claimed build (the data changed while it was read): the next pass claims the new version's. */
export async function releaseSnapshotBuild(db: Database, datasetKey: string): Promise<void> {
  await db
    .delete(florenceIndexSnapshots)
    .where(and(eq(florenceIndexSnapshots.datasetKey, datasetKey), isNull(florenceIndexSnapshots.storageKey)));
}

/**
 * Stores `bytes` as the snapshot of `datasetKey` and forgets every other version's, removing their files
 * once no row points at them.
 */
export async function storeSnapshot(db: Database, storage: FileStorage, datasetKey: string, bytes: Buffer): Promise<void> {
  const { key, size } = await storage.write(Readable.from([bytes]), bytes.length);
  const replaced = await inTransaction(db, async (tx) => {
    const [same] = await tx
      .select({ storageKey: florenceIndexSnapshots.storageKey })
      .from(florenceIndexSnapshots)
      .where(eq(florenceIndexSnapshots.datasetKey, datasetKey))
      .for('update');
    await tx
      .insert(florenceIndexSnapshots)
      .values({ datasetKey, storageKey: key, size, writtenAt: sql`now()` })
      .onConflictDoUpdate({
        target: florenceIndexSnapshots.datasetKey,
        set: { storageKey: key, size, buildingSince: null, writtenAt: sql`now()` },
      });
    const others = await tx
      .delete(florenceIndexSnapshots)
      .where(ne(florenceIndexSnapshots.datasetKey, datasetKey))
      .returning({ storageKey: florenceIndexSnapshots.storageKey });
    return [same, ...others];
  });
  for (const row of replaced) if (row?.storageKey) await storage.remove(row.storageKey);
}
