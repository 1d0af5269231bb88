import {
  globalAnalyticsSchema,
  recentUsersSchema,
  timeFilterParam,
  timeSpentSchema,
  timeZoneQuerySchema,
  userAnalyticsSchema,
  userCountsSchema,
  usersListSchema,
  usersQuerySchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { globalAnalytics, listUsers, recentlyLoggedInUsers, userAnalytics } from './analytics.service.js';
import { activeUsers, returnUsers, timeSpent } from './charts.service.js';

const superuser = { access: 'superuser' } as const;
const tags = ['analytics'];
const chart = { params: z.object({ filter: timeFilterParam }), querystring: timeZoneQuerySchema };

/** Admin analytics (spec part 2 §3, §7): superusers only; anyone else signed in gets 403. */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/global-analytics',
    { config: superuser, schema: { tags, querystring: timeZoneQuerySchema, response: { 200: globalAnalyticsSchema } } },
    async (request) => globalAnalytics(request.ctx, { timeZone: request.query.time_zone }),
  );

  app.get(
    '/user-analytics/:userId',
    { config: superuser, schema: { tags, params: z.object({ userId: idParam }), response: { 200: userAnalyticsSchema } } },
    async (request) => userAnalytics(request.ctx, request.params.userId),
  );

  app.get(
    '/active-users/:filter',
    { config: superuser, schema: { tags, ...chart, response: { 200: userCountsSchema } } },
    async (request) => activeUsers(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );

  app.get(
    '/return-users/:filter',
    { config: superuser, schema: { tags, ...chart, response: { 200: userCountsSchema } } },
    async (request) => returnUsers(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );

  app.get('/time-spent/:filter', { config: superuser, schema: { tags, ...chart, response: { 200: timeSpentSchema } } }, async (request) =>
    timeSpent(request.ctx, { filter: request.params.filter, timeZone: request.query.time_zone }),
  );

  app.get('/recently-loggedin-users', { config: superuser, schema: { tags, response: { 200: recentUsersSchema } } }, async (request) =>
    recentlyLoggedInUsers(request.ctx),
  );

  app.get(
    '/users',
    { config: superuser, schema: { tags, querystring: usersQuerySchema, response: { 200: usersListSchema } } },
    async (request) => listUsers(request.ctx, request.query),
  );
};
