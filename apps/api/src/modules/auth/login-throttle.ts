import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { throttle } from '../../platform/rate-limit.js';

/** Tries of one account from one address: a person mistyping gets ten in 15 minutes. */
const PER_ADDRESS_AND_ACCOUNT = { max: 10, windowMinutes: 15 };
/** Tries of one account from addresses it never signed in from: bounds guessing spread over many addresses. */
const PER_ACCOUNT_FROM_NEW_ADDRESSES = { max: 50, windowMinutes: 60 };
const KNOWN_ADDRESS_DAYS = 90;

/** Has the account completed a sign-in from this address lately? */
async function isKnownAddress(db: Database, email: string, ip: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(sessions.ip, ip),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * POST /api/login's second limit, after the per-address one. Someone who knows an e-mail address
 * cannot lock its owner out: their tries count against their own address, and the account-wide
 * limit does not apply to addresses the owner has signed in from.
 */
export function loginThrottle(db: Database) {
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: string } | undefined)?.email?.toLowerCase();
    if (!email) return;
    const { max, windowMinutes } = PER_ADDRESS_AND_ACCOUNT;
    await throttle(db, `login:${email}:${request.ip}`, max, windowMinutes);
    if (await isKnownAddress(db, email, request.ip)) return;
    await throttle(db, `login:${email}`, PER_ACCOUNT_FROM_NEW_ADDRESSES.max, PER_ACCOUNT_FROM_NEW_ADDRESSES.windowMinutes);
  };
}
