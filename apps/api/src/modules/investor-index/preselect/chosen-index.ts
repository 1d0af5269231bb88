import type { Investor } from '@dealscout/domain';
import type { CandidateIndex } from '../candidate-index.js';
import { statisticsOf, type DatasetStatistics } from '../dataset-statistics.js';
import { indexOfPool } from '../pool-index.js';
import { shippedWordVectors } from '../word-vectors-file.js';

/**
 * The index of investors chosen from a large dataset (a read's pool), with the dataset's statistics, or
 * until they are built (null) the investors' own, and the shipped word vectors.
 */
export async function indexOfChosen(investors: Investor[], statistics: DatasetStatistics | null): Promise<CandidateIndex> {
  return indexOfPool(investors, statistics ?? statisticsOf(investors), await shippedWordVectors());
}
