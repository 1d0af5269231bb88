import { emailRequestMessages, publicRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { latestVersionUpdate, sendTeamMessage } from './public.service.js';

/** Public calls: the try-out, contact and upgrade forms, and the release notes. */
export const publicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(
    app,
    routes.email,
    async (request) => {
      await sendTeamMessage(request.ctx, { request: request.body, ip: request.ip });
      return { message: emailRequestMessages.sent };
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );

  registerRoute(app, routes.versionUpdate, async (request) => latestVersionUpdate(request.ctx));
};
