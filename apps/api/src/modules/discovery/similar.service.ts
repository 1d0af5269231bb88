import { investorMessages, type SimilarCompanies } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { RequestContext } from '../../platform/request-context.js';
import {
  builtStatistics,
  candidateIndex,
  indexOfChosen,
  indexOfPool,
  investorsById,
  preselecting,
  statisticsOf,
} from '../investor-index/index.js';
import { ownWords } from './profile-words.js';
import { profileQuery, QUERY_TERMS, rowOf, similarCompanies, type SimilarCompany } from './similar-companies.js';
import { SIMILAR_POOL, similarPool } from './similar-pool.js';
import { stemsWithin } from './telling-words.js';

/**
 * Above the threshold (FLORENCE_PRESELECT_ABOVE), the companies like an investor found among a pool chosen
 * in the database for it (similar-pool.ts), indexed with the dataset's statistics (until they are built,
 * the pool's own), so the reply never indexes the dataset; null for an unknown id.
 */
export async function similarInPool(db: Database, id: string, sizes = SIMILAR_POOL): Promise<SimilarCompany[] | null> {
  const [source] = isUuid(id) ? await investorsById(db, [id]) : [];
  if (!source) return null;
  const statistics = await builtStatistics(db);
  // Its telling words as the whole index weighs them (with one document's statistics, by frequency alone);
  // once the dataset's are built, those whose matches fit the pool's budget (telling-words.ts), if any do.
  const alone = indexOfPool([source], statistics ?? statisticsOf([source]), null);
  const telling = [...profileQuery(alone, alone.candidates[0]!).keys()];
  const within = statistics ? stemsWithin(telling, statistics.documentFrequency, sizes.matches) : [];
  const words = ownWords(source, within.length ? within : telling, QUERY_TERMS);
  const pool = await similarPool(db, source, words, sizes);
  const index = await indexOfChosen(pool, statistics);
  const row = rowOf(index, id);
  return row === undefined ? null : similarCompanies(index, row);
}

/** GET /api/investor/{id}/similar: the ten companies most like an investor of the dataset; an unknown id is 404. */
export async function similarTo(ctx: Pick<RequestContext, 'db'>, id: string): Promise<SimilarCompanies> {
  if (await preselecting(ctx.db)) {
    const data = await similarInPool(ctx.db, id);
    if (!data) throw notFound(investorMessages.notFound);
    return { data };
  }
  const index = await candidateIndex(ctx.db);
  const row = rowOf(index, id);
  if (row === undefined) throw notFound(investorMessages.notFound);
  return { data: similarCompanies(index, row) };
}
