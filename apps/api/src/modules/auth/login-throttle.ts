import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { throttle } from '../../platform/rate-limit.js';
import { trustedDevice } from './sign-in-cookies.js';

/** Tries of one account from one browser that signed in to it before, wherever it is: ten in 15 minutes. */
const PER_TRUSTED_DEVICE = { max: 10, windowMinutes: 15 };
/** Tries of one account from one address: a person mistyping gets ten in 15 minutes. */
const PER_ADDRESS_AND_ACCOUNT = { max: 10, windowMinutes: 15 };
/** Tries of one account from browsers that never signed in to it: bounds guessing spread over many addresses. */
const PER_ACCOUNT_FROM_NEW_DEVICES = { max: 50, windowMinutes: 60 };

const limit = (db: Database, key: string, { max, windowMinutes }: { max: number; windowMinutes: number }) =>
  throttle(db, key, max, windowMinutes);

/**
 * POST /api/login's second limit, after the per-address one. Someone who knows an e-mail address
 * cannot lock its owner out: a browser that finished a sign-in to the account carries a signed mark
 * (`ds_device`) and its tries have a limit of their own, which no other browser's tries use up.
 * Other browsers are limited per address and, together, per account.
 */
export function loginThrottle(db: Database, secret: string) {
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: string } | undefined)?.email?.toLowerCase();
    if (!email) return;
    const device = trustedDevice(request, secret, email);
    if (device) return limit(db, `login:${email}:device:${device}`, PER_TRUSTED_DEVICE);
    await limit(db, `login:${email}:${request.ip}`, PER_ADDRESS_AND_ACCOUNT);
    await limit(db, `login:${email}`, PER_ACCOUNT_FROM_NEW_DEVICES);
  };
}
