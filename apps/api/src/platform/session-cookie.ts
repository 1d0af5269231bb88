import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ds_session';

/** The browser's session: httpOnly (no script can read it), SameSite=Strict (no cross-site sends). */
export function setSessionCookie(reply: FastifyReply, token: string, { secure, maxAgeDays }: { secure: boolean; maxAgeDays: number }) {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeDays * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The token a request carries: the Bearer header (scripts, API keys, reset links) or the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}
