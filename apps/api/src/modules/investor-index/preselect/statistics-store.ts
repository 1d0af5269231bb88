import { and, desc, eq, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { florenceDatasetStatistics as stored } from '../../../db/schema/index.js';
import type { DatasetStatistics } from '../dataset-statistics.js';
import { decodeStatistics, encodeStatistics, STATISTICS_FORMAT } from './statistics-codec.js';

/** A build not finished in this long is taken to have died with its process: another may claim it. */
const BUILD_LEASE = '10 minutes';

/** The row of a dataset version's statistics: the dataset's key (candidate-cache.ts) with the statistics' format. */
export const statisticsKey = (datasetKey: string) => `s${STATISTICS_FORMAT}:${datasetKey}`;

/**
 * The row of the newest statistics stored: `datasetKey`'s when they are built, else (the dataset changed
 * since, and the new version's are being built) an earlier version's, or null when there are none. Only
 * this format's (another's, left by earlier code, is not an error to log).
 */
export async function newestStatistics(db: Database, datasetKey: string): Promise<{ row: string; current: boolean } | null> {
  const key = statisticsKey(datasetKey);
  const [row] = await db
    .select({ row: stored.datasetKey })
    .from(stored)
    .where(and(isNotNull(stored.statistics), like(stored.datasetKey, statisticsKey('%'))))
    .orderBy(sql`${stored.datasetKey} = ${key} DESC`, desc(stored.writtenAt))
    .limit(1);
  return row ? { row: row.row, current: row.row === key } : null;
}

/** The statistics of a row newestStatistics named, or null when it went meanwhile (a newer build replaced it). */
export async function readStatistics(db: Database, row: string): Promise<DatasetStatistics | null> {
  const [found] = await db.select({ statistics: stored.statistics }).from(stored).where(eq(stored.datasetKey, row));
  return found?.statistics ? decodeStatistics(found.statistics) : null;
}

/** Deletes a stored row that cannot be read, so the next build pass builds it again. */
export async function dropStatistics(db: Database, row: string): Promise<void> {
  await db.delete(stored).where(eq(stored.datasetKey, row));
}

/** Claims the build of `datasetKey`'s statistics: true when none are stored and no other process is building them (or its build lapsed). */
export async function claimStatisticsBuild(db: Database, datasetKey: string): Promise<boolean> {
  const claimed = await db
    .insert(stored)
    .values({ datasetKey: statisticsKey(datasetKey), buildingSince: sql`now()` })
    .onConflictDoUpdate({
      target: stored.datasetKey,
      set: { buildingSince: sql`now()` },
      setWhere: and(
        isNull(stored.statistics),
        or(isNull(stored.buildingSince), lt(stored.buildingSince, sql`now() - ${BUILD_LEASE}::interval`)),
      ),
    })
    .returning({ datasetKey: stored.datasetKey });
  return claimed.length > 0;
}

/** Keeps a claimed build's lease: a build of two passes over a million rows may take longer than one lease. */
export async function renewStatisticsBuild(db: Database, datasetKey: string): Promise<void> {
  await db
    .update(stored)
    .set({ buildingSince: sql`now()` })
    .where(and(eq(stored.datasetKey, statisticsKey(datasetKey)), isNull(stored.statistics)));
}

/** Gives up a claimed build (the data changed while it was read, or it failed): the next pass claims again. */
export async function releaseStatisticsBuild(db: Database, datasetKey: string): Promise<void> {
  await db.delete(stored).where(and(eq(stored.datasetKey, statisticsKey(datasetKey)), isNull(stored.statistics)));
}

/** Stores the statistics of `datasetKey` and forgets every other version's. */
export async function storeStatistics(db: Database, datasetKey: string, statistics: DatasetStatistics): Promise<void> {
  const key = statisticsKey(datasetKey);
  const bytes = encodeStatistics(statistics);
  await db
    .insert(stored)
    .values({ datasetKey: key, statistics: bytes, writtenAt: sql`now()` })
    .onConflictDoUpdate({ target: stored.datasetKey, set: { statistics: bytes, buildingSince: null, writtenAt: sql`now()` } });
  await db.delete(stored).where(ne(stored.datasetKey, key));
}
