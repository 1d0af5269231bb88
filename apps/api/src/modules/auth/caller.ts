import type { FastifyRequest } from 'fastify';
import type { Caller, CallerResolver } from '../../platform/auth-guard.js';
import { API_KEY_PREFIX, userOfApiKey } from '../accounts/api-keys.service.js';
import { parseResetBearer, RESET_BEARER_PREFIX } from './password-reset.js';
import { userOfResetLink } from './password-reset.service.js';
import { findSession, type UserRow } from './sessions.service.js';
import type { AuthContext } from './auth-context.js';

/** Resolves the three kinds of token by their prefix: sessions, API keys and reset-link bearers. */
export function callerResolver(ctx: Pick<AuthContext, 'db' | 'secret' | 'config'>): CallerResolver {
  return async (token) => {
    if (token.startsWith(API_KEY_PREFIX)) {
      const user = await userOfApiKey(ctx.db, token);
      return user ? { user, via: 'api-key' } : null;
    }
    if (token.startsWith(RESET_BEARER_PREFIX)) {
      const parts = parseResetBearer(token);
      const user = parts && (await userOfResetLink(ctx, parts.uidb64, parts.token));
      return user ? { user, via: 'reset' } : null;
    }
    const session = await findSession(ctx.db, token, ctx.config.IDLE_TIMEOUT_MS);
    return session ? { user: session.user, via: 'session', sessionId: session.sessionId } : null;
  };
}

/** The signed-in caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller<UserRow> {
  if (!request.caller) throw new Error('callerOf used on a route without an access guard');
  return request.caller as Caller<UserRow>;
}

export const sessionContext = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
