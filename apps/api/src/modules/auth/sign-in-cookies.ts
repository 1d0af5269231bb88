import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual, sha256 } from '../../platform/crypto.js';

/** The sign-in under way in this browser: only it may try the code mailed for it. */
export const SIGN_IN_COOKIE = 'ds_sign_in';
/** Set at a finished sign-in: this browser's tries at the account have a limit of their own. */
export const DEVICE_COOKIE = 'ds_device';

const DEVICE_DAYS = 365;
const SIGN_IN_MINUTES = 60;

/** httpOnly, SameSite=Strict, sent to the API only. */
const options = (secure: boolean, maxAge: number) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: '/api/', maxAge });

export function setSignInCookie(reply: FastifyReply, attempt: string, secure: boolean) {
  reply.setCookie(SIGN_IN_COOKIE, attempt, options(secure, SIGN_IN_MINUTES * 60));
}

export const signInAttemptOf = (request: FastifyRequest): string | undefined => request.cookies[SIGN_IN_COOKIE] || undefined;

/** The sign-in under way, as a rate limit's key (hashed: the key is stored). */
export function signInAttemptKey(request: FastifyRequest) {
  const attempt = signInAttemptOf(request);
  return attempt && sha256(attempt);
}

const deviceMac = (secret: string, email: string, nonce: string) => hmac(secret, `device:${email.toLowerCase()}:${nonce}`);

/** Marks the browser that just signed in to the account of `email`: a random name, signed for that account. */
export function setDeviceCookie(reply: FastifyReply, secret: string, email: string, secure: boolean) {
  const nonce = randomToken(16);
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${deviceMac(secret, email, nonce)}`, options(secure, DEVICE_DAYS * 86_400));
}

/** The name of the request's browser if it once signed in to the account of `email`; a mark of another account or a forged one counts for nothing. */
export function trustedDevice(request: FastifyRequest, secret: string, email: string): string | undefined {
  const [nonce, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!nonce || !mac || rest.length) return undefined;
  return safeEqual(mac, deviceMac(secret, email, nonce)) ? nonce : undefined;
}
