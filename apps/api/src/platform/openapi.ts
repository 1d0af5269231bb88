import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@dealscout/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declarePublicRoutes } from './route-access.js';

/** The OpenAPI document, generated from the zod schemas of the routes: /api/openapi.json and /api/docs. */
export async function registerOpenApi(app: FastifyInstance, { https }: { https: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dealscout API', version: APP_VERSION, description: 'The API behind the Dealscout web app.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declarePublicRoutes(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles; over plain http, upgrading its own requests to https would break it.
      transformStaticCSP: (header) => {
        const policy = header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'");
        return https ? policy : policy.replace(/upgrade-insecure-requests;?/, '');
      },
    });
    docs.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  });
}
