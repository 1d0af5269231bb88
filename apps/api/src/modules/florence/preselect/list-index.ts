import type { Investor } from '@dealscout/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import {
  builtStatistics,
  builtStatisticsFor,
  candidateIndex,
  datasetKey,
  indexOfPool,
  preselecting,
  shippedWordVectors,
  statisticsOf,
  type CandidateIndex,
} from '../../investor-index/index.js';
import type { CompanyProfile } from '../engine/company-profile.js';
import { candidatePool, POOL_SIZES, type PoolSizes } from './candidate-pool.js';

/** The index a list ranks, and whether it is a preselected pool's and with which statistics. */
export interface ListIndex {
  index: CandidateIndex;
  preselected: null | { pool: number; statistics: 'dataset' | 'earlier version' | 'pool' };
}

/**
 * The index a company's list is ranked over. Up to the preselection threshold, the whole dataset's (the investor
 * index's candidate cache). Above it, the index of the candidates preselected for this company, with the statistics of
 * the whole dataset's current version (built in the background by the investor index); until those exist, with the
 * pool's own, logged as such, so the list still completes.
 */
export async function listIndex(
  db: Database,
  profile: CompanyProfile,
  { log, sizes = POOL_SIZES }: { log?: FastifyBaseLogger; sizes?: PoolSizes } = {},
): Promise<ListIndex> {
  if (!(await preselecting(db))) return { index: await candidateIndex(db), preselected: null };
  const key = await datasetKey(db);
  const found = await builtStatisticsFor(db, key, log);
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
