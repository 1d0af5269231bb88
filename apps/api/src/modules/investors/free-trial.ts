import { createHash } from 'node:crypto';
import { trialMessages, type DatasetSearch } from '@dealscout/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { datasetSearchMarks, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export type TrialAccount = Pick<typeof users.$inferSelect, 'role' | 'isSubscribed'>;

/** The trial counts the searches of a user who is neither subscribed nor professional (spec part 2 §6). */
export const trialApplies = (user: TrialAccount) => !user.isSubscribed && user.role !== 'professional';

/**
 * What makes a search new: its words and filters. Paging, the sort, the page size and the company the
 * rows are ranked for are left out: another page of the same search is not another search.
 */
export function searchKey(query: DatasetSearch): string {
  const advanced = query.advanced_search ?? {};
  const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].map((value) => value.toLowerCase()).sort();
  const canonical = {
    search: (query.search ?? '').toLowerCase(),
    state: sorted(query.state),
    type: sorted(query.type),
    tab: query.tab,
    keywords: sorted(advanced.keywords),
    naics: sorted(advanced.naics),
    sectors: sorted(advanced.sectors),
    ranges: [advanced.ebitda, advanced.revenue, advanced.ev, advanced.equity_investment],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Counts a new search against the user's free trial, inside the caller's transaction: the user's row is
 * locked, so two searches at once cannot both spend the last one. A user without a trial, or with none
 * left, gets 403 and nothing is counted. Returns the searches left.
 */
export async function chargeSearch(tx: Database, userId: string, key: string): Promise<number> {
  const [user] = await tx
    .select({ freeTrial: users.freeTrial, remaining: users.remainingTrial })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const [mark] = await tx
    .select({ key: datasetSearchMarks.searchKey })
    .from(datasetSearchMarks)
    .where(eq(datasetSearchMarks.userId, userId));
  if (!user!.freeTrial) throw new AppError(403, { error: trialMessages.notIncluded });
  if (mark?.key === key) return Math.max(user!.remaining, 0);
  if (user!.remaining <= 0) throw new AppError(403, { error: trialMessages.limitReached });
  await tx
    .update(users)
    .set({ remainingTrial: sql`${users.remainingTrial} - 1` })
    .where(eq(users.id, userId));
  await tx
    .insert(datasetSearchMarks)
    .values({ userId, searchKey: key })
    .onConflictDoUpdate({ target: datasetSearchMarks.userId, set: { searchKey: key, searchedAt: sql`now()` } });
  return user!.remaining - 1;
}
