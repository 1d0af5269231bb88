import { createHash } from 'node:crypto';
import { DATASET_PAGE_SIZE, investorSearchRefusal, isEmptyAdvanced, type DatasetSearch } from '@dealscout/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { datasetSearchMarks, users } from '../../db/schema/index.js';
import { refused } from '../../platform/errors.js';

export type TrialAccount = Pick<typeof users.$inferSelect, 'role' | 'isSubscribed'>;

/** The same search again within this long after its last use is not counted again. */
const REPEAT_WINDOW = sql`interval '10 minutes'`;
/** How long a counted search is remembered: its other pages, sorts and tabs stay free that long. */
const MARK_KEPT = sql`interval '1 day'`;

/**
 * What makes a search: the words the user typed and the filters they applied. The tab, paging, the
 * sort, the page size (an export's) and the company the rows are ranked for are left out: they show
 * the same search. Null for no words and no filters (the page as it opens), which never counts.
 */
export function searchKey(query: DatasetSearch): string | null {
  const advanced = query.advanced_search ?? {};
  if (!query.search && !query.describe && !query.state.length && !query.type.length && isEmptyAdvanced(advanced)) return null;
  const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].map((value) => value.toLowerCase()).sort();
  const canonical = {
    search: (query.search ?? '').toLowerCase(),
    state: sorted(query.state),
    type: sorted(query.type),
    keywords: sorted(advanced.keywords),
    naics: sorted(advanced.naics),
    sectors: sorted(advanced.sectors),
    ranges: [advanced.ebitda, advanced.revenue, advanced.ev, advanced.equity_investment],
    // A description search is one search: its words and the filters removed from it (each page or sort is a view of it).
    ...(query.describe ? { describe: query.describe.toLowerCase(), describeOff: sorted(query.describe_off) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Another page, sort, tab or size (an export) of a search: a view of it, never a search of its own. */
const viewsASearch = (query: DatasetSearch) =>
  query.offset > 0 || query.sort !== '-score' || query.tab !== 'all' || query.limit !== DATASET_PAGE_SIZE;

/**
 * Counts a search against the user's free trial, inside the caller's transaction: the user's row is
 * locked, so two searches at once cannot both spend the last one. Free: the page without words or
 * filters, a view of a search counted in the last day, and the same search within 10 minutes of its
 * last use. A user without a trial gets 403, and so does one with none left unless the request is
 * free and shows a counted search; nothing is counted then. Returns the searches left.
 */
export async function chargeSearch(tx: Database, userId: string, query: DatasetSearch): Promise<number> {
  const [user] = await tx
    .select({ freeTrial: users.freeTrial, remaining: users.remainingTrial })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const remaining = Math.max(user!.remaining, 0);
  const trial = { freeTrial: user!.freeTrial, remaining };
  const key = searchKey(query);
  // Without a trial, refused at once; the page without words or filters is refused at 0 like a new search.
  const asNewSearch = investorSearchRefusal(trial, { showsCountedSearch: false });
  if (asNewSearch && (key === null || !trial.freeTrial)) throw refused(asNewSearch);
  if (key === null) return remaining;
  const mine = eq(datasetSearchMarks.userId, userId);
  await tx.delete(datasetSearchMarks).where(and(mine, sql`${datasetSearchMarks.searchedAt} < now() - ${MARK_KEPT}`));
  const [mark] = await tx
    .select({ recent: sql<boolean>`${datasetSearchMarks.searchedAt} > now() - ${REPEAT_WINDOW}` })
    .from(datasetSearchMarks)
    .where(and(mine, eq(datasetSearchMarks.searchKey, key)));
  const free = !!mark && (mark.recent || viewsASearch(query));
  const searchRefusal = investorSearchRefusal(trial, { showsCountedSearch: free });
  if (searchRefusal) throw refused(searchRefusal);
  await tx
    .insert(datasetSearchMarks)
    .values({ userId, searchKey: key })
    .onConflictDoUpdate({ target: [datasetSearchMarks.userId, datasetSearchMarks.searchKey], set: { searchedAt: sql`now()` } });
  if (free) return remaining;
  await tx
    .update(users)
    .set({ remainingTrial: sql`${users.remainingTrial} - 1` })
    .where(eq(users.id, userId));
  return remaining - 1;
}
