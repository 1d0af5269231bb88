import { DATASET_PAGE_SIZE, type DatasetSearch, type SavedSearchQuery } from '@dealscout/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors, savedSearchMatches } from '../../../db/schema/index.js';
import { describedMatches } from '../../discovery/index.js';
import { datasetConditions } from '../../investors/index.js';

/** A list of ids as one parameter, unpacked by the database (thousands of ids, one bind). */
export const idList = (ids: readonly string[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

const datasetSearchOf = (query: SavedSearchQuery): DatasetSearch => ({ ...query, offset: 0, limit: DATASET_PAGE_SIZE });

/** The ids among `where` that a name, full-text or filter search matches, as GET /api/dataset counts them. */
async function filteredIds(db: Database, query: DatasetSearch, among: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: investors.id })
    .from(investors)
    .where(and(datasetConditions(query), among));
  return rows.map((row) => row.id);
}

/**
 * The investors a saved search matches, all of them or those among `among`: the rows GET /api/dataset
 * would count for it (a description's ranked matches, or its fallback's text matches).
 */
export async function matchingInvestorIds(db: Database, saved: SavedSearchQuery, among?: readonly string[]): Promise<string[]> {
  const query = datasetSearchOf(saved);
  const within = among ? sql`${investors.id} IN ${idList(among)}` : undefined;
  if (!query.describe) return filteredIds(db, query, within);
  const { index, ranking, fallbackWords } = await describedMatches(db, { ...query, describe: query.describe });
  if (!ranking) return filteredIds(db, { ...query, describe: undefined, search: fallbackWords }, within);
  const ids = ranking.matches.map((match) => index.candidates[match.row]!.investor.id);
  if (!among) return ids;
  const wanted = new Set(among);
  return ids.filter((id) => wanted.has(id));
}

/** Records investors as matched by a saved search: `pending` ones wait for the next alert mail; one already recorded stays as it is. */
export async function recordMatches(db: Database, savedSearchId: string, ids: readonly string[], pending: boolean) {
  if (!ids.length) return;
  await db.execute(sql`INSERT INTO ${savedSearchMatches} (saved_search_id, investor_id, pending)
    SELECT ${savedSearchId}::uuid, id, ${pending} FROM ${idList(ids)} AS written(id)
    ON CONFLICT DO NOTHING`);
}
