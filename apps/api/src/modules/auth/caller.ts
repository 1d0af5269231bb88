import type { FastifyRequest } from 'fastify';
import type { CallerResolver } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { parseResetBearer, RESET_BEARER_PREFIX } from './password-reset.js';
import { userOfResetLink } from './password-reset.service.js';
import { findSession } from './sessions.service.js';

/** Session tokens: the default kind of bearer. */
export function sessionResolver(deps: Pick<AppDeps, 'db' | 'config'>): CallerResolver {
  return async (token) => {
    const session = await findSession(deps.db, token, deps.config.IDLE_TIMEOUT_MS);
    return session
      ? {
          user: session.user,
          organizationId: session.organizationId,
          via: 'session',
          sessionId: session.sessionId,
          passwordChangeDueUntil: session.passwordChangeDueUntil,
        }
      : null;
  };
}

/** The bearer of a password-reset link, good only for PUT /api/change-password. */
export function resetBearerResolver(deps: Pick<AppDeps, 'db' | 'secret' | 'config'>): [string, CallerResolver] {
  return [
    RESET_BEARER_PREFIX,
    async (token) => {
      const parts = parseResetBearer(token);
      const user = parts && (await userOfResetLink(deps, parts.uidb64, parts.token));
      return user ? { user, via: 'reset' } : null;
    },
  ];
}

export const sessionContext = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
