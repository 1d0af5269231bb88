import { accountRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth-guard.js';
import { subscriptionDetails } from '../billing/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { registerRoute } from '../../platform/register-route.js';
import { checkAccessKey, listApiKeys, mintApiKey, requestApiKeyLink, revokeApiKey } from './api-keys.service.js';
import { currentUser, updateProfile } from './profile.service.js';
import { markReleaseNotesSeen } from './release-notes.service.js';

/** The signed-in user, the profile, and API keys. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  registerRoute(app, routes.me, async (request) => {
    const subscription = await subscriptionDetails(request.ctx);
    return { user: await currentUser(request.ctx), subscription: subscription.status === null ? null : subscription };
  });
  registerRoute(app, routes.profile, async (request) => currentUser(request.ctx));
  registerRoute(app, routes.updateProfile, async (request) => updateProfile(request.ctx, request.body));
  registerRoute(app, routes.releaseNotesSeen, async (request) => markReleaseNotesSeen(request.ctx));
  registerRoute(app, routes.requestApiKey, async (request) => requestApiKeyLink(request.ctx, callerOf(request).user), {
    preHandler: perAccount(deps.db, 'api-key-request', 5, 60, (request) => (request.caller ? callerOf(request).user.id : undefined)),
  });
  registerRoute(app, routes.apiKeys, async (request) => listApiKeys(request.ctx));
  registerRoute(app, routes.revokeApiKey, async (request) => revokeApiKey(request.ctx, request.params.id));
  registerRoute(app, routes.checkAccessKey, async (request) => checkAccessKey(request.ctx, request.query.access_key), {
    config: { rateLimit: perAddress(30, '15 minutes') },
  });
  registerRoute(
    app,
    routes.mintApiKey,
    async (request) => mintApiKey(request.ctx, request.body),
    // A wrong code's try must count even though the request fails.
    { config: { transaction: false, rateLimit: perAddress(20, '15 minutes') } },
  );
};
