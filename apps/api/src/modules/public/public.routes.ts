import {
  emailRequestMessages,
  emailRequestSchema,
  errorReplySchema,
  messageSchema,
  versionUpdateMessages,
  versionUpdateSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';
import type { AppDeps } from '../../platform/deps.js';
import { latestVersionUpdate, sendTeamMessage } from './public.service.js';

/** Public calls: the try-out, contact and upgrade forms, and the release notes. */
export const publicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/email',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['public'], body: emailRequestSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await sendTeamMessage(request.ctx, { request: request.body, ip: request.ip });
      reply.code(201);
      return { message: emailRequestMessages.sent };
    },
  );

  app.get(
    '/version-update',
    { config: { access: 'public' }, schema: { tags: ['public'], response: { 200: versionUpdateSchema, 404: errorReplySchema } } },
    async (request) => {
      const update = await latestVersionUpdate(request.ctx.db);
      if (!update) throw notFound(versionUpdateMessages.none);
      return update;
    },
  );
};
