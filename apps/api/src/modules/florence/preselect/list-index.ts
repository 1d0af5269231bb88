import type { Investor } from '@dealscout/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { investorCount } from '../../investors/index.js';
import { candidateIndex, datasetKey } from '../candidate-cache.js';
import type { CandidateIndex } from '../engine/candidate-index.js';
import type { CompanyProfile } from '../engine/company-profile.js';
import { statisticsOf, type DatasetStatistics } from '../engine/dataset-statistics.js';
import { indexOfPool } from '../engine/pool-index.js';
import { shippedWordVectors } from '../word-vectors-file.js';
import { candidatePool, POOL_SIZES, type PoolSizes } from './candidate-pool.js';
import { dropStatistics, newestStatistics, readStatistics } from './statistics-store.js';

/**
 * Above this many investors (FLORENCE_PRESELECT_ABOVE, default 200,000) a list no longer reads the whole
 * dataset: its candidates are chosen in the database first (candidate-pool.ts) and the engine ranks
 * those, with the dataset's statistics. At or below it, the whole dataset's index, as always.
 */
let preselectAbove = 200_000;

export function usePreselection(aboveCandidates: number): void {
  preselectAbove = aboveCandidates;
}

export const preselectionAbove = () => preselectAbove;

/** Whether the dataset is above the threshold: its reads choose the candidates they need rather than index every investor. */
export async function preselecting(db: Database): Promise<boolean> {
  return (await investorCount(db)) > preselectAbove;
}

let held: { row: string; statistics: Promise<DatasetStatistics | null> } | null = null;

/**
 * The dataset's statistics: its current version's once built, else the newest earlier version's (a
 * dataset changed by a few rows ranks as before until the new ones are built), else null. Each stored
 * row is read once per process; one that cannot be read is logged as the fault it is and deleted, so the
 * background builder builds it again.
 */
async function datasetStatistics(
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
  return (await datasetStatistics(db, await datasetKey(db), log))?.statistics ?? null;
}

/** Forgets the statistics this process holds (the tests' and benches' fresh process). */
export function forgetDatasetStatistics(): void {
  held = null;
}

/** The index a list ranks, and whether it is a preselected pool's and with which statistics. */
export interface ListIndex {
  index: CandidateIndex;
  preselected: null | { pool: number; statistics: 'dataset' | 'earlier version' | 'pool' };
}

/**
 * The index a company's list is ranked over. Up to the threshold, the whole dataset's (candidate-cache.ts).
 * Above it, the index of the candidates preselected for this company, with the statistics of the whole
 * dataset's current version (built in the background: statistics-builder.ts); until those exist, with the
 * pool's own, logged as such, so the list still completes.
 */
export async function listIndex(
  db: Database,
  profile: CompanyProfile,
  { log, sizes = POOL_SIZES }: { log?: FastifyBaseLogger; sizes?: PoolSizes } = {},
): Promise<ListIndex> {
  if (!(await preselecting(db))) return { index: await candidateIndex(db), preselected: null };
  const key = await datasetKey(db);
  const found = await datasetStatistics(db, key, log);
  const [pool, vectors] = await Promise.all([candidatePool(db, profile, found?.statistics ?? null, sizes), shippedWordVectors()]);
  const source = found ? (found.current ? 'dataset' : 'earlier version') : 'pool';
  if (source !== 'dataset')
    log?.warn({ datasetKey: key, pool: pool.length, statistics: source }, 'Florence: this dataset version’s statistics are not built yet');
  const index = indexOfPool(pool, found?.statistics ?? statisticsOf(pool), vectors);
  return { index, preselected: { pool: pool.length, statistics: source } };
}

/**
 * The index the reasons of a list's rows are written with (they read the dataset's IDF alone): the whole
 * dataset's up to the threshold; above it one of no candidates with the dataset's statistics (those of
 * `investors`, the rows, until they are built), so showing a page never reads the whole dataset.
 */
export async function reasonsIndex(db: Database, investors: Investor[]): Promise<CandidateIndex> {
  if (!(await preselecting(db))) return candidateIndex(db);
  return indexOfPool([], (await builtStatistics(db)) ?? statisticsOf(investors), null);
}
