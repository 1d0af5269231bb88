import { emailRequestMessages, emailRequestResponseSchema, emailRequestSchema, versionUpdateSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.js';
import type { AppDeps } from '../../app.js';
import { latestVersionUpdate, sendTeamMessage } from './public.service.js';

const errorSchema = z.object({ error: z.string() });

/** Public calls: the try-out, contact and upgrade forms, and the release notes. */
export const publicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, mailer, config }) => {
  app.post(
    '/email',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['public'], body: emailRequestSchema, response: { 201: emailRequestResponseSchema } },
    },
    async (request, reply) => {
      await sendTeamMessage({ db, mailer, teamEmail: config.TEAM_EMAIL, log: request.log }, request.body, request.ip);
      return reply.status(201).send({ message: emailRequestMessages.sent });
    },
  );

  app.get(
    '/version-update',
    { config: { access: 'public' }, schema: { tags: ['public'], response: { 200: versionUpdateSchema, 404: errorSchema } } },
    async () => {
      const update = await latestVersionUpdate(db);
      if (!update) throw notFound('No release notes yet');
      return update;
    },
  );
};
