import { billingRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { handleWebhook } from './webhook.service.js';

/**
 * POST /api/stripe/webhook: public, and trusted only through the signature over the raw body, so this
 * plugin keeps JSON bodies as text (its own scope: the other routes still get parsed JSON).
 */
export const webhookRoute: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  registerRoute(
    app,
    billingRoutes.webhook,
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      const applied = await handleWebhook(request.ctx, { rawBody, signature: Array.isArray(signature) ? signature[0] : signature });
      return { message: applied ? 'applied' : 'already applied' };
    },
    { config: { transaction: false } },
  );
};
