import { investorRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { investorDetail } from './investor-detail.js';

/** An investor's detail (spec part 2 §7); the search and similar companies are discovery's routes. */
export const investorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, investorRoutes.detail, async (request) => investorDetail(request.ctx, request.params.id));
};
