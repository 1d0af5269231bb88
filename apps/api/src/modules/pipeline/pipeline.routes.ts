import { pipelineRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { pipelineChannel } from '../../platform/events.js';
import { registerRoute } from '../../platform/register-route.js';
import { createColumn, deleteColumn, listColumns, renameColumn, reorderColumns } from './pipeline-columns.service.js';
import { listPlacements, savePlacements } from './placements.service.js';

/** The pipeline's status columns and where each company sits on it (spec part 1 §7 'Pipeline'). */
export const pipelineRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.columns, async (request) => listColumns(request.ctx));
  registerRoute(app, routes.createColumn, async (request) => createColumn(request.ctx, request.body.name));
  registerRoute(app, routes.renameColumn, async (request) => renameColumn(request.ctx, { id: request.params.id, name: request.body.name }));
  registerRoute(app, routes.deleteColumn, async (request) => deleteColumn(request.ctx, request.params.id));
  registerRoute(app, routes.reorderColumns, async (request) => reorderColumns(request.ctx, request.body.new_order));
  registerRoute(app, routes.placements, async (request) => listPlacements(request.ctx));
  registerRoute(app, routes.savePlacements, async (request) => savePlacements(request.ctx, request.body));
  registerRoute(app, routes.events, async (request, reply) =>
    streamEvents(request, reply, request.ctx.events, pipelineChannel(request.ctx.actor)),
  );
};
