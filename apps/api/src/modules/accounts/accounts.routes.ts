import { apiAccessSchema, profileUpdateSchema, userSchema, accountMessages } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { callerOf } from '../auth/caller.js';
import { checkAccessKey, listApiKeys, mintApiKey, requestApiKeyLink, revokeApiKey } from './api-keys.service.js';
import { loadUser } from './present-user.js';

/** The signed-in user, the profile, and API keys. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const currentUser = async (userId: string) => (await loadUser(db, userId)) ?? Promise.reject(notFound());

  app.get(
    '/user',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], response: { 200: z.object({ user: userSchema, subscription: z.null() }) } },
    },
    async (request) => ({ user: await currentUser(callerOf(request).user.id), subscription: null }),
  );

  app.get('/user-profile', { config: { access: 'user' }, schema: { tags: ['accounts'], response: { 200: userSchema } } }, async (request) =>
    currentUser(callerOf(request).user.id),
  );

  app.put(
    '/user-profile',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], body: profileUpdateSchema, response: { 200: z.object({ message: z.string(), user: userSchema }) } },
    },
    async (request) => {
      const { id } = callerOf(request).user;
      await db.update(users).set({ firstName: request.body.first_name, lastName: request.body.last_name }).where(eq(users.id, id));
      return { message: accountMessages.profile.updated, user: await currentUser(id) };
    },
  );

  app.post(
    '/api-key-request',
    {
      config: { access: 'user' },
      preHandler: perAccount(deps.db, 'api-key-request', 5, 60, (request) => (request.caller ? callerOf(request).user.id : undefined)),
      schema: { tags: ['accounts'], response: { 200: z.object({ message: z.string(), access_code: z.string(), expires_at: z.string() }) } },
    },
    async (request) => requestApiKeyLink({ ...deps, appUrl: deps.config.appUrl }, callerOf(request).user),
  );

  app.get(
    '/api-keys',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        response: {
          200: z.array(z.object({ id: z.string(), prefix: z.string(), created_at: z.string(), last_used_at: z.string().nullable() })),
        },
      },
    },
    async (request) => listApiKeys(db, callerOf(request).user.id),
  );

  app.delete(
    '/api-keys/:id',
    { config: { access: 'user' }, schema: { tags: ['accounts'], params: z.object({ id: z.uuid().or(z.string().max(64)) }) } },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.id).success) throw notFound();
      await revokeApiKey(db, callerOf(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api-access',
    {
      config: { access: 'public', rateLimit: perAddress(30, '15 minutes') },
      schema: {
        tags: ['accounts'],
        querystring: z.object({ access_key: z.string().min(1).max(200) }),
        response: { 200: z.object({ valid: z.boolean(), email: z.string() }) },
      },
    },
    async (request) => checkAccessKey(db, request.query.access_key),
  );

  app.post(
    '/api-access',
    {
      config: { access: 'public', rateLimit: perAddress(20, '15 minutes') },
      schema: { tags: ['accounts'], body: apiAccessSchema, response: { 200: z.object({ api_key: z.string() }) } },
    },
    async (request) => mintApiKey(db, deps.secret, request.body.secret_key, request.body.access_code),
  );
};
