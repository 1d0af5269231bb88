import { investorRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { similarTo } from '../discovery/similar.service.js';
import { investorDetail } from './investor-detail.js';
import { searchDataset } from './investors.service.js';

/** Investor search, detail and similar companies (spec part 2 §7): every role may search; a trial user spends searches. */
export const investorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, investorRoutes.search, async (request) =>
    searchDataset(request.ctx, { query: request.query, caller: callerOf(request).user }),
  );
  registerRoute(app, investorRoutes.detail, async (request) => investorDetail(request.ctx, request.params.id));
  registerRoute(app, investorRoutes.similar, async (request) => similarTo(request.ctx, request.params.id));
};
