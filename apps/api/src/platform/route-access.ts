import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every route declares one in `config.access`: the server does not start with a
 * route that declares nothing (auth-guard.ts), and names it.
 * - public: anyone;
 * - user: a signed-in user (session cookie or Bearer session token; an API key on GET routes) who owes no
 *   sign-up payment: the product (402 `payment_required` until the sign-up's checkout completes);
 * - account: any signed-in user, one whose sign-up is not paid too: the profile, billing, the heartbeat;
 * - superuser: a signed-in superuser;
 * - password-change: a signed-in user, or the Bearer token of a valid password-reset link.
 */
export const ROUTE_ACCESS = ['public', 'user', 'account', 'superuser', 'password-change'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export const isRouteAccess = (value: unknown): value is RouteAccess => ROUTE_ACCESS.includes(value as RouteAccess);

/** `GET /api/x` (or `GET,HEAD /x`): a route as a start failure names it. */
export const routeName = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * Records every /api route for the route-table test. Access is read when the table is read,
 * because hooks of inner plugins (declarePublicRoutes) run after this one.
 */
export function collectRouteTable(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  return table;
}

export function unguardedRoutes(table: RouteEntry[]): RouteEntry[] {
  return table.filter((route) => !isRouteAccess(route.access));
}

/**
 * For routes registered by third-party plugins (the API docs): declares them public, and their
 * handlers their own (no request context: they send on their own, as Fastify's plain handlers do).
 */
export function declarePublicRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    route.config.access = 'public';
    route.config.requestContext = false;
  });
}
