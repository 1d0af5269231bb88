import { and, asc, count, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { savedSearchMails, savedSearches, users } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Mailer } from '../../../platform/mail.js';
import { alertMail } from './alert-mail.js';

/** How long a claimed mail is the claimer's: a process that dies mid-send leaves it to others after this. */
const LEASE = sql`interval '2 minutes'`;
/** The wait before another try: 1, 2, 4... minutes, at most an hour; a mail is never given up. */
const retryDelayMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

/** Claims the next alert mail due (SKIP LOCKED, with a lease, counting the attempt), with its owner's address and the search's name. */
/** Frees every mail's claim, as releaseRunClaims does for runs: at the start of a process that alone owns the database. */
export async function releaseMailClaims(db: Database): Promise<void> {
  await db.update(savedSearchMails).set({ leaseUntil: null }).where(eq(savedSearchMails.status, 'waiting'));
}

async function claimNextMail(db: Database) {
  return inTransaction(db, async (tx) => {
    const [due] = await tx
      .select({ id: savedSearchMails.id })
      .from(savedSearchMails)
      .where(
        and(
          eq(savedSearchMails.status, 'waiting'),
          lte(savedSearchMails.nextAttemptAt, sql`now()`),
          or(isNull(savedSearchMails.leaseUntil), lt(savedSearchMails.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(savedSearchMails.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [mail] = await tx
      .update(savedSearchMails)
      .set({ leaseUntil: sql`now() + ${LEASE}`, attempts: sql`${savedSearchMails.attempts} + 1` })
      .where(eq(savedSearchMails.id, due.id))
      .returning();
    const [search] = await tx
      .select({ name: savedSearches.name, to: users.email })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(eq(savedSearches.id, mail!.savedSearchId));
    return { mail: mail!, ...search! };
  });
}

/** A failed send is not silent: the error, the attempt, when the next one comes and how many mails wait (SMTP down holds them all). */
async function warnFailedSend(
  db: Database,
  log: FastifyBaseLogger,
  mail: { id: string; attempts: number },
  error: unknown,
  retryInMinutes: number,
) {
  const [waiting] = await db.select({ count: count() }).from(savedSearchMails).where(eq(savedSearchMails.status, 'waiting'));
  log.warn(
    {
      err: error instanceof Error ? { type: error.name, message: error.message } : { type: typeof error, message: String(error) },
      mail: mail.id,
      attempts: mail.attempts,
      retryInMinutes,
      waiting: waiting!.count,
    },
    'an alert mail was not sent: kept waiting, tried again later',
  );
}

/**
 * Sends the next alert mail due, if any; returns whether one was tried. Sent: marked sent. Failed
 * (SMTP down, say): kept waiting with its error, tried again after a growing delay, and logged as a warning.
 */
export async function sendNextMail(db: Database, mailer: Mailer, log: FastifyBaseLogger, appUrl: string): Promise<boolean> {
  const claimed = await claimNextMail(db);
  if (!claimed) return false;
  const { mail, name, to } = claimed;
  try {
    await mailer.send(
      alertMail(appUrl, { to, searchName: name, savedSearchId: mail.savedSearchId, newMatches: mail.newMatches, listed: mail.listed }),
    );
  } catch (error) {
    const retryInMinutes = retryDelayMinutes(mail.attempts);
    await db
      .update(savedSearchMails)
      .set({
        leaseUntil: null,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        nextAttemptAt: sql`now() + ${`${retryInMinutes} minutes`}::interval`,
      })
      .where(eq(savedSearchMails.id, mail.id));
    await warnFailedSend(db, log, mail, error, retryInMinutes);
    return true;
  }
  await db
    .update(savedSearchMails)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(eq(savedSearchMails.id, mail.id));
  return true;
}
