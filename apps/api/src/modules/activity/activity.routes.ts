import { actionRecordReplySchema, actionRecordSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { recordAction } from './activity.service.js';

const user = { access: 'user' } as const;
const tags = ['activity'];

/** What the analytics count that no other call shows: downloads, and that the open app is in use. */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/action-record',
    { config: user, schema: { tags, body: actionRecordSchema, response: { 201: actionRecordReplySchema } } },
    async (request, reply) => {
      reply.code(201);
      return recordAction(request.ctx, request.body);
    },
  );

  // The session's last activity moves with every signed-in request (the access guard touches it),
  // so the heartbeat of an open, visible tab needs no body and no work of its own.
  app.post('/session-heartbeat', { config: user, schema: { tags } }, async (_request, reply) => {
    reply.code(204);
  });
};
