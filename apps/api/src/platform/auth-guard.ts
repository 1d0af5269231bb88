import { accountMessages } from '@dealscout/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { RouteAccess } from './route-access.js';
import { requestToken } from './session-cookie.js';

/** Who is calling, and how they proved it. */
export interface Caller<User = unknown> {
  user: User;
  via: 'session' | 'api-key' | 'reset';
  sessionId?: string;
}

/** Turns a token into a caller; supplied by the auth module. */
export type CallerResolver = (token: string, request: FastifyRequest) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const unauthorized = () => new AppError(401, { error: accountMessages.session.required });

/** Attaches to every route the check its `config.access` asks for. Register before the routes. */
export function registerAuthGuard(app: FastifyInstance, resolve: CallerResolver, isSuperuser: (caller: Caller) => boolean) {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const access: RouteAccess | undefined = route.config?.access;
    if (!access || access === 'public') return;
    const guard = async (request: FastifyRequest) => {
      const token = requestToken(request);
      const caller = token ? await resolve(token, request) : null;
      if (!caller) throw unauthorized();
      if (caller.via === 'api-key' && request.method !== 'GET') throw unauthorized();
      if (caller.via === 'reset' && access !== 'password-change') throw unauthorized();
      if (access === 'superuser' && !isSuperuser(caller)) throw new AppError(403, { error: accountMessages.session.forbidden });
      request.caller = caller;
    };
    // onRequest: a caller without access gets 401 before the body is even read.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, guard];
  });
}
