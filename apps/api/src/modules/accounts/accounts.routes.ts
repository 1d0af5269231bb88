import { accountMessages, accountRoutes as routes } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.js';
import { callerOf } from '../../platform/auth-guard.js';
import { subscriptionDetails } from '../billing/billing.service.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { registerRoute } from '../../platform/register-route.js';
import { checkAccessKey, listApiKeys, mintApiKey, requestApiKeyLink, revokeApiKey } from './api-keys.service.js';
import { loadUser } from './present-user.js';
import { markReleaseNotesSeen } from './release-notes.service.js';

/** The signed-in user, the profile, and API keys. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const currentUser = async (request: FastifyRequest) =>
    (await loadUser(request.ctx.db, callerOf(request).user.id)) ?? Promise.reject(notFound());

  registerRoute(app, routes.me, async (request) => {
    const subscription = await subscriptionDetails(request.ctx);
    return { user: await currentUser(request), subscription: subscription.status === null ? null : subscription };
  });
  registerRoute(app, routes.profile, async (request) => currentUser(request));
  registerRoute(app, routes.updateProfile, async (request) => {
    const { id } = callerOf(request).user;
    await request.ctx.db
      .update(users)
      .set({ firstName: request.body.first_name, lastName: request.body.last_name })
      .where(eq(users.id, id));
    return { message: accountMessages.profile.updated, user: await currentUser(request) };
  });
  registerRoute(app, routes.releaseNotesSeen, async (request) => markReleaseNotesSeen(request.ctx));
  registerRoute(
    app,
    routes.requestApiKey,
    async (request) => requestApiKeyLink({ ...request.ctx, appUrl: deps.config.appUrl }, callerOf(request).user),
    {
      preHandler: perAccount(deps.db, 'api-key-request', 5, 60, (request) => (request.caller ? callerOf(request).user.id : undefined)),
    },
  );
  registerRoute(app, routes.apiKeys, async (request) => listApiKeys(request.ctx.db, callerOf(request).user.id));
  registerRoute(app, routes.revokeApiKey, async (request) => revokeApiKey(request.ctx.db, callerOf(request).user.id, request.params.id));
  registerRoute(app, routes.checkAccessKey, async (request) => checkAccessKey(request.ctx.db, request.query.access_key), {
    config: { rateLimit: perAddress(30, '15 minutes') },
  });
  registerRoute(
    app,
    routes.mintApiKey,
    async (request) => mintApiKey(request.ctx.db, deps.secret, request.body.secret_key, request.body.access_code),
    // A wrong code's try must count even though the request fails.
    { config: { transaction: false, rateLimit: perAddress(20, '15 minutes') } },
  );
};
