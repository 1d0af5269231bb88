import type { Database } from '../../../db/client.js';
import {
  builtStatistics,
  candidateIndex,
  datasetKey,
  indexOfChosen,
  investorsById,
  preselecting,
  type CandidateIndex,
  type DatasetStatistics,
} from '../../investor-index/index.js';

/** The indexes of the lists read last (each page of a list with marks reads the same one), the newest last. */
const held = new Map<string, { statistics: DatasetStatistics | null; index: Promise<CandidateIndex> }>();
const HELD = 4;

/**
 * The index a list's re-rank by marks reads (reranked-buyers.ts): the whole dataset's up to the
 * threshold; above it, the index of `ids` alone (the list's candidates and the marked ones), with the
 * dataset's statistics and mean meaning, so each candidate's features are those the whole index gives
 * and a read of a list with marks never indexes the dataset. Until the statistics are built, with
 * those investors' own (their own mean meaning centres them). Kept for the next page of the same
 * candidates, dataset version and statistics.
 */
export async function rerankIndex(db: Database, ids: readonly string[]): Promise<CandidateIndex> {
  if (!(await preselecting(db))) return candidateIndex(db);
  const [statistics, version] = await Promise.all([builtStatistics(db), datasetKey(db)]);
  const key = `${version}:${[...new Set(ids)].sort().join(',')}`;
  const found = held.get(key);
  held.delete(key);
  const index =
    found && found.statistics === statistics
      ? found.index
      : investorsById(db, ids).then((investors) => indexOfChosen(investors, statistics));
  held.set(key, { statistics, index });
  index.catch(() => held.get(key)?.index === index && held.delete(key));
  for (const oldest of held.keys()) if (held.size > HELD) held.delete(oldest);
  return index;
}
