import { florenceMessages, florenceRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { registerRoute } from '../../platform/register-route.js';
import { listBuyers } from './buyers.service.js';
import { submitFeedback } from './feedback.service.js';
import { clearMark, setMark } from './marks.service.js';
import { florenceChannelsOf } from './run-events.js';
import { algoStatus, startGeneration } from './runs.service.js';

/** Florence: a company's ranked buyers, generating them, the generation status (also live), feedback and marks on buyers. */
export const florenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.buyers, async (request) =>
    listBuyers(request.ctx, { companyId: request.params.companyId, query: request.query }),
  );
  registerRoute(app, routes.generate, async (request) => ({
    message: florenceMessages.generationStarted,
    run: await startGeneration(request.ctx, request.params.companyId),
  }));
  registerRoute(app, routes.status, async (request) => algoStatus(request.ctx));
  registerRoute(app, routes.statusStream, async (request, reply) =>
    streamEvents(request, reply, request.ctx.events, florenceChannelsOf(request.ctx.actor)),
  );
  registerRoute(app, routes.feedback, async (request) => submitFeedback(request.ctx, request.body));
  registerRoute(app, routes.mark, async (request) => setMark(request.ctx, { ...request.params, mark: request.body.mark }));
  registerRoute(app, routes.clearMark, async (request) => clearMark(request.ctx, request.params));
};
