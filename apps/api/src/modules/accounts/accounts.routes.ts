import {
  accessKeyCheckSchema,
  accountMessages,
  apiAccessSchema,
  apiKeyLinkSchema,
  apiKeyMintedSchema,
  apiKeySchema,
  currentUserSchema,
  profileUpdatedSchema,
  profileUpdateSchema,
  releaseNotesSeenSchema,
  userSchema,
} from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { callerOf } from '../../platform/auth-guard.js';
import { subscriptionDetails } from '../billing/billing.service.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { idParam } from '../../platform/params.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { checkAccessKey, listApiKeys, mintApiKey, requestApiKeyLink, revokeApiKey } from './api-keys.service.js';
import { loadUser } from './present-user.js';
import { markReleaseNotesSeen } from './release-notes.service.js';

/** The signed-in user, the profile, and API keys. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const currentUser = async (request: FastifyRequest) =>
    (await loadUser(request.ctx.db, callerOf(request).user.id)) ?? Promise.reject(notFound());

  app.get(
    '/user',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], response: { 200: currentUserSchema } },
    },
    async (request) => {
      const subscription = await subscriptionDetails(request.ctx);
      return { user: await currentUser(request), subscription: subscription.status === null ? null : subscription };
    },
  );

  app.get('/user-profile', { config: { access: 'user' }, schema: { tags: ['accounts'], response: { 200: userSchema } } }, async (request) =>
    currentUser(request),
  );

  app.put(
    '/user-profile',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], body: profileUpdateSchema, response: { 200: profileUpdatedSchema } },
    },
    async (request) => {
      const { id } = callerOf(request).user;
      await request.ctx.db
        .update(users)
        .set({ firstName: request.body.first_name, lastName: request.body.last_name })
        .where(eq(users.id, id));
      return { message: accountMessages.profile.updated, user: await currentUser(request) };
    },
  );

  app.put(
    '/release-notes-seen',
    { config: { access: 'user' }, schema: { tags: ['accounts'], response: { 200: releaseNotesSeenSchema } } },
    async (request) => markReleaseNotesSeen(request.ctx),
  );

  app.post(
    '/api-key-request',
    {
      config: { access: 'user' },
      preHandler: perAccount(deps.db, 'api-key-request', 5, 60, (request) => (request.caller ? callerOf(request).user.id : undefined)),
      schema: { tags: ['accounts'], response: { 200: apiKeyLinkSchema } },
    },
    async (request) => requestApiKeyLink({ ...request.ctx, appUrl: deps.config.appUrl }, callerOf(request).user),
  );

  app.get(
    '/api-keys',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        response: { 200: z.array(apiKeySchema) },
      },
    },
    async (request) => listApiKeys(request.ctx.db, callerOf(request).user.id),
  );

  app.delete(
    '/api-keys/:id',
    { config: { access: 'user' }, schema: { tags: ['accounts'], params: z.object({ id: idParam }) } },
    async (request, reply) => {
      await revokeApiKey(request.ctx.db, callerOf(request).user.id, request.params.id);
      reply.code(204);
    },
  );

  app.get(
    '/api-access',
    {
      config: { access: 'public', rateLimit: perAddress(30, '15 minutes') },
      schema: {
        tags: ['accounts'],
        querystring: z.object({ access_key: z.string().min(1).max(200) }),
        response: { 200: accessKeyCheckSchema },
      },
    },
    async (request) => checkAccessKey(request.ctx.db, request.query.access_key),
  );

  app.post(
    '/api-access',
    {
      // A wrong code's try must count even though the request fails.
      config: { access: 'public', transaction: false, rateLimit: perAddress(20, '15 minutes') },
      schema: { tags: ['accounts'], body: apiAccessSchema, response: { 200: apiKeyMintedSchema } },
    },
    async (request) => mintApiKey(request.ctx.db, deps.secret, request.body.secret_key, request.body.access_code),
  );
};
