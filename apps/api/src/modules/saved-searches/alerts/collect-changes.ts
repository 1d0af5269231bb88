import { savedSearchQuerySchema } from '@dealscout/domain';
import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investorChanges, savedSearches } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { matchingInvestorIds, recordMatches } from './investor-matches.js';

/** Investor writes matched per transaction: a data build's every row is matched in several. */
const BATCH = 5_000;

/**
 * Takes a batch of noted investor writes (SKIP LOCKED: two workers take different rows), records
 * which of those investors each saved search with alerts now matches and had not matched before
 * (pending, for its next mail), and deletes the batch, all in one transaction: a failure leaves the
 * batch to be taken again. Returns how many writes it took (0: none was waiting).
 */
export async function collectChanges(db: Database, log: FastifyBaseLogger, batch = BATCH): Promise<number> {
  return inTransaction(db, async (tx) => {
    const taken = await tx
      .select({ id: investorChanges.id, investorId: investorChanges.investorId })
      .from(investorChanges)
      .orderBy(asc(investorChanges.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!taken.length) return 0;
    const written = [...new Set(taken.map((change) => change.investorId))];
    const listening = await tx.select({ id: savedSearches.id, query: savedSearches.query }).from(savedSearches).where(eq(savedSearches.alerts, true));
    for (const search of listening) {
      const query = savedSearchQuerySchema.safeParse(search.query);
      if (!query.success) {
        log.warn({ savedSearch: search.id }, 'a saved search no longer reads as a search: its alerts are skipped');
        continue;
      }
      await recordMatches(tx, search.id, await matchingInvestorIds(tx, query.data, written), true);
    }
    await tx.delete(investorChanges).where(sql`${investorChanges.id} IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(taken.map((change) => change.id))}::jsonb))`);
    return taken.length;
  });
}

