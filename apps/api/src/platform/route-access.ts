import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every route under /api declares one in `config.access`; the route-table
 * test fails on a route that declares nothing.
 * - public: anyone;
 * - user: a signed-in user (session cookie or Bearer session token; an API key on GET routes);
 * - superuser: a signed-in superuser;
 * - password-change: a signed-in user, or the Bearer token of a valid password-reset link.
 */
export const ROUTE_ACCESS = ['public', 'user', 'superuser', 'password-change'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

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
  return table.filter((route) => !route.access || !ROUTE_ACCESS.includes(route.access));
}

/** For routes registered by third-party plugins (the API docs): declares them public. */
export function declarePublicRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    route.config.access = 'public';
  });
}
