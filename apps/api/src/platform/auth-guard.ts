import { accountMessages, planRefusal, superuserRefusal, type Refusal } from '@dealscout/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { users } from '../db/schema/index.js';
import { AppError, refused } from './errors.js';
import { isRouteAccess, ROUTE_ACCESS, routeName, type RouteAccess } from './route-access.js';
import { requestToken } from './session-cookie.js';

export type UserRow = typeof users.$inferSelect;

/** Who is calling, and how they proved it. */
export interface Caller {
  user: UserRow;
  /** The user's organization, when the resolver read it with the user (else platform/actor.ts reads it). */
  organizationId?: string | null;
  via: 'session' | 'api-key' | 'reset';
  sessionId?: string;
  /** The session came from a sign-in with a given password: the forced change is accepted from it until then. */
  passwordChangeDueUntil?: Date | null;
}

/** Turns a token into a caller, or null when the token is not valid. */
export type CallerResolver = (token: string, request: FastifyRequest) => Promise<Caller | null>;

/**
 * The resolvers of each kind of bearer, by token prefix; a token with no listed prefix goes to
 * `fallback` (sessions). app.ts assembles it from the modules that issue tokens.
 */
export function resolverByPrefix(byPrefix: Record<string, CallerResolver>, fallback: CallerResolver): CallerResolver {
  return (token, request) => {
    const prefix = Object.keys(byPrefix).find((candidate) => token.startsWith(candidate));
    return (prefix ? byPrefix[prefix]! : fallback)(token, request);
  };
}

/** The signed-in caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without an access guard');
  return request.caller;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const unauthorized = () => new AppError(401, { error: accountMessages.session.required });

/** What a signed-in caller may not do at this access: the superuser's routes, and the product while the sign-up is unpaid. */
function accessRefusal(access: RouteAccess | undefined, user: UserRow): Refusal | null {
  if (access === 'superuser') return superuserRefusal(user);
  if (access === 'user') return planRefusal(user);
  return null;
}

/**
 * Attaches to every route the check its `config.access` asks for, and stops the start (ready, listen)
 * at a route that declares none: no route is public by omission. Register before the routes.
 */
export function registerAuthGuard(app: FastifyInstance, resolve: CallerResolver) {
  app.decorateRequest('caller', null);
  // What a signed-in caller is sent is theirs alone: no shared or browser cache keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (request.caller && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    // The access is read per request: an inner plugin's hook (declarePublicRoutes) sets it after this one.
    const guard = async (request: FastifyRequest) => {
      const access: RouteAccess | undefined = request.routeOptions.config.access;
      if (access === 'public') return;
      const token = requestToken(request);
      const caller = token ? await resolve(token, request) : null;
      if (!caller) throw unauthorized();
      if (caller.via === 'api-key' && request.method !== 'GET') throw unauthorized();
      if (caller.via === 'reset' && access !== 'password-change') throw unauthorized();
      const refusal = accessRefusal(access, caller.user);
      if (refusal) throw refused(refusal);
      request.caller = caller;
    };
    // onRequest: a caller without access gets 401 before the body is even read.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, guard];
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !isRouteAccess(route.config?.access)).map(routeName);
    if (undeclared.length) {
      throw new Error(`Routes without a declared access (config.access: ${ROUTE_ACCESS.join(', ')}): ${undeclared.join('; ')}`);
    }
  });
}
