import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ds_session';

export interface SessionCookiePolicy {
  /** `https://` public address: the cookie is sent over TLS only. */
  secure: boolean;
  maxAgeDays: number;
}

/**
 * The session cookie's one policy: httpOnly (no script can read it), SameSite=Strict (no cross-site
 * sends), the whole site. Setting and clearing both use it, so a browser matches the cleared cookie
 * to the one it holds.
 */
export function sessionCookieOptions({ secure }: Pick<SessionCookiePolicy, 'secure'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/' };
}

export function setSessionCookie(reply: FastifyReply, token: string, policy: SessionCookiePolicy) {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(policy), maxAge: policy.maxAgeDays * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, policy: SessionCookiePolicy) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(policy));
}

/** The token a request carries: the Bearer header (scripts, API keys, reset links) or the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}
