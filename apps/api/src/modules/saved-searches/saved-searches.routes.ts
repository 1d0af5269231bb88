import { savedSearchRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { createSavedSearch, deleteSavedSearch, getSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service.js';

/** Saved investor searches and their alerts (issue 27): shared with the organization like companies. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.list, async (request) => listSavedSearches(request.ctx));
  registerRoute(app, routes.get, async (request) => getSavedSearch(request.ctx, request.params.id));
  registerRoute(app, routes.create, async (request) =>
    createSavedSearch(request.ctx, { search: request.body, caller: callerOf(request).user }),
  );
  registerRoute(app, routes.update, async (request) =>
    updateSavedSearch(request.ctx, { id: request.params.id, change: request.body, caller: callerOf(request).user }),
  );
  registerRoute(app, routes.remove, async (request) => deleteSavedSearch(request.ctx, request.params.id));
};
