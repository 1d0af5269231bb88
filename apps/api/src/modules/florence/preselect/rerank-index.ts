import type { Database } from '../../../db/client.js';
import { candidateIndex } from '../candidate-cache.js';
import type { CandidateIndex } from '../engine/candidate-index.js';
import { statisticsOf } from '../engine/dataset-statistics.js';
import { indexOfPool } from '../engine/pool-index.js';
import { shippedWordVectors } from '../word-vectors-file.js';
import { investorsById } from './investors-by-id.js';
import { builtStatistics, preselecting } from './list-index.js';

/**
 * The index a list's re-rank by marks reads (reranked-buyers.ts): the whole dataset's up to the
 * threshold; above it, the index of `ids` alone (the list's candidates and the marked ones), with the
 * dataset's statistics and mean meaning, so each candidate's features are those the whole index gives
 * and a read of a list with marks never indexes the dataset. Until the statistics are built, with
 * those investors' own (their own mean meaning centres them).
 */
export async function rerankIndex(db: Database, ids: readonly string[]): Promise<CandidateIndex> {
  if (!(await preselecting(db))) return candidateIndex(db);
  const [statistics, investors, vectors] = await Promise.all([builtStatistics(db), investorsById(db, ids), shippedWordVectors()]);
  return indexOfPool(investors, statistics ?? statisticsOf(investors), vectors);
}
