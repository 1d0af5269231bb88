import { ALERT_MAIL_LISTED } from '@dealscout/domain';
import { and, asc, eq, exists, gt, not, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors, savedSearchMails, savedSearchMatches, savedSearches } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { idList } from './investor-matches.js';

/** At most one alert mail per saved search in this long. */
export const ALERT_INTERVAL = sql`interval '1 day'`;

/**
 * Writes the next alert mail due, if any: for a saved search with alerts, new matches waiting and no
 * mail in the last day. Its new matches stop waiting in the same transaction the mail is written in
 * (exactly those: a match recorded meanwhile waits for the next mail). The mail counts them all and
 * lists the first ALERT_MAIL_LISTED by name. The saved search is claimed SKIP LOCKED, so two workers
 * never write two mails for it. Returns whether it wrote one.
 */
export async function composeNextMail(db: Database): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const waiting = tx
      .select({ one: sql`1` })
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearches.id), eq(savedSearchMatches.pending, true)));
    const mailedToday = tx
      .select({ one: sql`1` })
      .from(savedSearchMails)
      .where(and(eq(savedSearchMails.savedSearchId, savedSearches.id), gt(savedSearchMails.createdAt, sql`now() - ${ALERT_INTERVAL}`)));
    const [due] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.alerts, true), exists(waiting), not(exists(mailedToday))))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    const taken = await tx
      .update(savedSearchMatches)
      .set({ pending: false })
      .where(and(eq(savedSearchMatches.savedSearchId, due.id), eq(savedSearchMatches.pending, true)))
      .returning({ id: savedSearchMatches.investorId });
    const listed = await tx
      .select({ id: investors.id, name: investors.companyName, state: investors.usStateFull, country: investors.country })
      .from(investors)
      .where(sql`${investors.id} IN ${idList(taken.map((match) => match.id))}`)
      .orderBy(asc(investors.companyName), asc(investors.id))
      .limit(ALERT_MAIL_LISTED);
    await tx.insert(savedSearchMails).values({
      savedSearchId: due.id,
      newMatches: taken.length,
      listed: listed.map(({ id, name, state, country }) => ({ id, name, place: [state, country].filter(Boolean).join(', ') || null })),
    });
    return true;
  });
}
