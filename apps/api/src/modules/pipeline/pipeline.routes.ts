import { columnNameSchema, columnOrderSchema, columnSchema, companyStatusWriteSchema, placementsSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { pipelineChannel } from '../../platform/events.js';
import { idParam } from '../../platform/params.js';
import { createColumn, deleteColumn, listColumns, renameColumn, reorderColumns } from './pipeline-columns.service.js';
import { listPlacements, savePlacements } from './placements.service.js';

const user = { access: 'user' } as const;
const tags = ['pipeline'];
const params = z.object({ id: idParam });
const columns = z.array(columnSchema);

/** The pipeline's status columns and where each company sits on it (spec part 1 §7 'Pipeline'). */
export const pipelineRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/pipeline', { config: user, schema: { tags, response: { 200: columns } } }, async (request) => listColumns(request.ctx));

  app.post(
    '/pipeline',
    { config: user, schema: { tags, body: columnNameSchema, response: { 201: columnSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createColumn(request.ctx, request.body.name);
    },
  );

  app.put(
    '/pipeline/:id',
    { config: user, schema: { tags, params, body: columnNameSchema, response: { 200: columnSchema } } },
    async (request) => renameColumn(request.ctx, { id: request.params.id, name: request.body.name }),
  );

  app.delete('/pipeline/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await deleteColumn(request.ctx, request.params.id);
    reply.code(204);
  });

  app.patch('/pipeline', { config: user, schema: { tags, body: columnOrderSchema, response: { 200: columns } } }, async (request) =>
    reorderColumns(request.ctx, request.body.new_order),
  );

  app.get('/company-status', { config: user, schema: { tags, response: { 200: placementsSchema } } }, async (request) =>
    listPlacements(request.ctx),
  );

  app.put(
    '/company-status',
    { config: user, schema: { tags, body: companyStatusWriteSchema, response: { 200: placementsSchema } } },
    async (request) => savePlacements(request.ctx, request.body),
  );

  app.get(
    '/pipeline-events',
    {
      config: user,
      schema: {
        tags,
        produces: ['text/event-stream'],
        description: 'Server-Sent Events: a `change` event ({kind, actor, at}) each time the caller’s pipeline changes.',
      },
    },
    async (request, reply) => streamEvents(request, reply, request.ctx.events, pipelineChannel(request.ctx.actor)),
  );
};
