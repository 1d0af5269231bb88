import { activityRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { recordAction } from './activity.service.js';

/** What the analytics count that no other call shows: downloads, and that the open app is in use. */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.record, async (request) => recordAction(request.ctx, request.body));
  // The session's last activity moves with every signed-in request (the access guard touches it),
  // so the heartbeat of an open, visible tab needs no body and no work of its own.
  registerRoute(app, routes.heartbeat, async () => undefined);
};
