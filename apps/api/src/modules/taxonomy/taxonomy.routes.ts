import { taxonomyRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { naicsCatalogue } from './naics.service.js';

const ONE_DAY = 86_400;

/**
 * The taxonomies the web app does not bundle (spec part 2 §3). NAICS 2022 is public data, the same for
 * everyone: public, cached by the browser for a day and revalidated by ETag.
 */
export const taxonomyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const naics = naicsCatalogue();

  registerRoute(app, routes.naics, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${ONE_DAY}`).header('etag', naics.etag);
    if (request.headers['if-none-match'] === naics.etag) return reply.code(304).send();
    return naics.entries;
  });
};
