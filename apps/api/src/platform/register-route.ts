import { EVENT_STREAM, FILE_REPLY, FORM_DATA, type RouteDefinition, type RouteHandlerReply } from '@dealscout/domain';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { output, ZodType } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<S> = S extends ZodType ? output<S> : unknown;

/** The request as the route's schemas parsed it. */
export type RouteRequest<R extends RouteDefinition> = FastifyRequest & {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
};

type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteHandlerReply<R> | FastifyReply | void> | RouteHandlerReply<R>;

/** What only the server knows of a route: its limits, its transaction, a check before the handler, OpenAPI extras. */
interface ServerSide {
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'access'>;
  preHandler?: RouteShorthandOptions['preHandler'];
  schema?: Pick<FastifySchema, 'produces'>;
}

const isSchema = (value: unknown): value is ZodType => typeof value === 'object' && value !== null;

/** Fastify's schema of a route-table entry: its zod schemas, the OpenAPI tags and replies. */
function schemaOf(route: RouteDefinition, status: number): FastifySchema & Record<string, unknown> {
  const response: Record<number, ZodType> = { ...route.otherReplies };
  if (isSchema(route.reply)) response[status] = route.reply;
  return {
    tags: [...route.tags],
    ...(route.description && { description: route.description }),
    ...(route.hidden && { hide: true }),
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(isSchema(route.body) && { body: route.body }),
    ...(route.body === FORM_DATA && { consumes: ['multipart/form-data'] }),
    ...(route.reply === FILE_REPLY && { produces: ['application/octet-stream'] }),
    ...(route.reply === EVENT_STREAM && { produces: ['text/event-stream'] }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers a route of packages/domain's route table: its method, path, access, schemas and success status come
 * from the entry; the handler gets the parsed request and returns the reply (the status is set before it runs,
 * so it only sets one of its own for another outcome).
 */
export function registerRoute<R extends RouteDefinition>(app: App, route: R, handler: RouteHandler<R>, server: ServerSide = {}) {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    config: { ...server.config, access: route.access },
    ...(server.preHandler && { preHandler: server.preHandler }),
    schema: { ...schemaOf(route, status), ...server.schema },
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as RouteRequest<R>, reply);
    },
  });
}
