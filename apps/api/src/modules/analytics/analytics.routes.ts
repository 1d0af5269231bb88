import { analyticsRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { globalAnalytics, listUsers, recentlyLoggedInUsers, userAnalytics } from './analytics.service.js';
import { activeUsers, returnUsers, timeSpent } from './charts.service.js';

/** Admin analytics (spec part 2 §3, §7): superusers only; anyone else signed in gets 403. */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.global, async (request) => globalAnalytics(request.ctx, { timeZone: request.query.time_zone }));
  registerRoute(app, routes.user, async (request) => userAnalytics(request.ctx, request.params.userId));
  registerRoute(app, routes.activeUsers, async (request) =>
    activeUsers(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );
  registerRoute(app, routes.returnUsers, async (request) =>
    returnUsers(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );
  registerRoute(app, routes.timeSpent, async (request) =>
    timeSpent(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );
  registerRoute(app, routes.recentUsers, async (request) => recentlyLoggedInUsers(request.ctx));
  registerRoute(app, routes.users, async (request) => listUsers(request.ctx, request.query));
};
