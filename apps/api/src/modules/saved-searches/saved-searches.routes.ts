import { savedSearchCreateSchema, savedSearchListSchema, savedSearchSchema, savedSearchUpdateSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { createSavedSearch, deleteSavedSearch, getSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service.js';

const user = { access: 'user' } as const;
const tags = ['saved searches'];
const params = z.object({ id: idParam });

/** Saved investor searches and their alerts (issue 27): shared with the organization like companies. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/saved-searches', { config: user, schema: { tags, response: { 200: savedSearchListSchema } } }, async (request) =>
    listSavedSearches(request.ctx),
  );

  app.get('/saved-searches/:id', { config: user, schema: { tags, params, response: { 200: savedSearchSchema } } }, async (request) =>
    getSavedSearch(request.ctx, request.params.id),
  );

  app.post(
    '/saved-searches',
    { config: user, schema: { tags, body: savedSearchCreateSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createSavedSearch(request.ctx, request.body);
    },
  );

  app.patch(
    '/saved-searches/:id',
    { config: user, schema: { tags, params, body: savedSearchUpdateSchema, response: { 200: savedSearchSchema } } },
    async (request) => updateSavedSearch(request.ctx, request.params.id, request.body),
  );

  app.delete('/saved-searches/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await deleteSavedSearch(request.ctx, request.params.id);
    reply.code(204);
  });
};
