import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { datasetKey } from '../candidate-cache.js';
import type { DatasetStatistics } from '../dataset-statistics.js';
import { dropStatistics, newestStatistics, readStatistics } from './statistics-store.js';

let held: { row: string; statistics: Promise<DatasetStatistics | null> } | null = null;

/**
 * The dataset's statistics: its current version's once built, else the newest earlier version's (a
 * dataset changed by a few rows ranks as before until the new ones are built), else null. Each stored
 * row is read once per process; one that cannot be read is logged as the fault it is and deleted, so the
 * background builder builds it again.
 */
export async function builtStatisticsFor(
  db: Database,
  key: string,
  log?: FastifyBaseLogger,
): Promise<{ statistics: DatasetStatistics; current: boolean } | null> {
  const newest = await newestStatistics(db, key);
  if (!newest) return null;
  if (held?.row !== newest.row) {
    const statistics = readStatistics(db, newest.row);
    held = { row: newest.row, statistics };
    statistics.catch(() => undefined);
  }
  const statistics = await held.statistics.catch(async (error: unknown) => {
    log?.error(
      { err: error instanceof Error ? { type: error.name } : undefined, row: newest.row },
      'Florence: the stored dataset statistics cannot be read',
    );
    await dropStatistics(db, newest.row);
    return null;
  });
  if (!statistics) {
    held = null;
    return null;
  }
  return { statistics, current: newest.current };
}

/** The statistics of the dataset (its current version's, else the newest earlier one's), or null until any are built. */
export async function builtStatistics(db: Database, log?: FastifyBaseLogger): Promise<DatasetStatistics | null> {
  return (await builtStatisticsFor(db, await datasetKey(db), log))?.statistics ?? null;
}

/** Forgets the statistics this process holds (the tests' and benches' fresh process). */
export function forgetDatasetStatistics(): void {
  held = null;
}
