import { OTP_LENGTH, accountMessages } from '@dealscout/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { hmac, randomDigits, safeEqual, sha256 } from '../../platform/crypto.js';
import { nonFieldError } from '../../platform/errors.js';
import { inTransaction } from '../../db/transaction.js';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_CODES = 5;
/** The client waits 10 s before it asks again; the server refuses anything faster. */
export const RESEND_MIN_INTERVAL_MS = 9_000;

type Purpose = 'sign_in' | 'sign_up';
export type CodeRow = typeof verificationCodes.$inferSelect;

const m = accountMessages.code;

/**
 * Issues a new code for a user and purpose, ending any earlier one. The code is kept as an HMAC
 * under the app secret, so a copy of the table does not give the codes away.
 */
export async function issueCode(db: Database, secret: string, userId: string, purpose: Purpose, token?: string) {
  const code = randomDigits(OTP_LENGTH);
  // Both steps or neither: a failed insert must not leave the user without their earlier code.
  await inTransaction(db, async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: hmac(secret, code),
      tokenHash: token ? sha256(token) : null,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return code;
}

export async function challengeByToken(db: Database, token: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/**
 * Checks a code against its challenge: at most five tries, ten minutes of life, single use. The try
 * is counted in the database (committed on its own, so a failed request still counts it) before the
 * comparison, so parallel guesses cannot exceed the limit. A right code is marked used in the same
 * transaction as `then`, what it unlocks: if that fails, the code stays good for another try.
 */
export async function redeemCode<T>(
  db: Database,
  secret: string,
  challenge: CodeRow | undefined,
  code: string,
  then: (tx: Database) => Promise<T>,
): Promise<T> {
  if (!challenge || challenge.consumedAt) throw nonFieldError(m.unknownRequest);
  if (challenge.expiresAt.getTime() < Date.now()) throw nonFieldError(m.expired);
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(eq(verificationCodes.id, challenge.id), lt(verificationCodes.attempts, MAX_WRONG_CODES), isNull(verificationCodes.consumedAt)),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) throw nonFieldError(m.exhausted);
  if (!safeEqual(hmac(secret, code), challenge.codeHash))
    throw nonFieldError(counted.attempts >= MAX_WRONG_CODES ? m.exhausted : m.invalid);
  return inTransaction(db, async (tx) => {
    const [used] = await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, challenge.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw nonFieldError(m.unknownRequest);
    return then(tx);
  });
}

/** A fresh code for the same challenge, no sooner than the resend interval. */
export async function resendCode(db: Database, secret: string, challenge: CodeRow | undefined) {
  if (!challenge || challenge.consumedAt) throw nonFieldError(m.unknownRequest);
  if (Date.now() - challenge.lastSentAt.getTime() < RESEND_MIN_INTERVAL_MS) throw nonFieldError(m.resendTooSoon);
  const code = randomDigits(OTP_LENGTH);
  await db
    .update(verificationCodes)
    .set({
      codeHash: hmac(secret, code),
      attempts: 0,
      sendCount: challenge.sendCount + 1,
      lastSentAt: new Date(),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
    .where(eq(verificationCodes.id, challenge.id));
  return code;
}
