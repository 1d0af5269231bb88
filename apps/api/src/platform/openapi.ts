import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, errorReplySchema } from '@dealscout/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
    transformObject: (document) =>
      withErrorReplies(
        'openapiObject' in document ? (document.openapiObject as OpenApiDocument) : {},
      ) as ReturnType<SwaggerTransformObject>,
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

type Operation = { responses?: Record<string, unknown> };
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every operation's error replies: `{ error, code }` with the codes of packages/domain, once as a component. */
function withErrorReplies(document: OpenApiDocument) {
  const reply = {
    description: 'An error: `error` is the message to show, `code` what a client decides by; field errors beside them.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  };
  for (const path of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = path?.[method];
      if (operation) operation.responses = { ...operation.responses, default: operation.responses?.default ?? reply };
    }
  }
  const errorReply = z.toJSONSchema(errorReplySchema, { target: 'openapi-3.0' });
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, ErrorReply: errorReply } } };
}
