import { investorRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { searchDataset } from '../investors/index.js';
import { searchByDescription } from './description-search.js';
import { similarTo } from './similar.service.js';

/**
 * Investor search and similar companies (spec part 2 §7): every role may search; a trial user spends searches. The
 * search is the investors module's, with the description search of this one for a search with `describe`.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, investorRoutes.search, async (request) =>
    searchDataset(request.ctx, { query: request.query, caller: callerOf(request).user, byDescription: searchByDescription }),
  );
  registerRoute(app, investorRoutes.similar, async (request) => similarTo(request.ctx, request.params.id));
};
