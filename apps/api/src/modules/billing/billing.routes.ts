import { invoicePdfSchema, redirectUrlSchema, subscriptionDetailsSchema, subscriptionRequestSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { invoicePdf, portalSession, retrySignUpCheckout, startCheckout, subscriptionDetails } from './billing.service.js';
import { testModeRoutes } from './test-mode.routes.js';
import { webhookRoute } from './webhook.routes.js';

const user = { access: 'user' } as const;
const tags = ['billing'];

/** Subscription and payment (spec part 2 §7): checkout, the subscription, the portal, invoices, sign-up retry. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/subscription',
    { config: user, schema: { tags, body: subscriptionRequestSchema, response: { 200: redirectUrlSchema } } },
    async (request) => startCheckout(request.ctx, request.body.plan),
  );

  app.get('/subscription', { config: user, schema: { tags, response: { 200: subscriptionDetailsSchema } } }, async (request) =>
    subscriptionDetails(request.ctx),
  );

  app.get('/subscription-session', { config: user, schema: { tags, response: { 200: redirectUrlSchema } } }, async (request) =>
    portalSession(request.ctx),
  );

  app.get(
    '/download-invoice/:invoiceId',
    { config: user, schema: { tags, params: z.object({ invoiceId: idParam }), response: { 200: invoicePdfSchema } } },
    async (request) => invoicePdf(request.ctx, request.params.invoiceId),
  );

  app.post(
    '/retry-register-payment/:subscription',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags, params: z.object({ subscription: idParam }), response: { 200: redirectUrlSchema } },
    },
    async (request) => retrySignUpCheckout(request.ctx, request.params.subscription),
  );

  // Nested plugins: the options minus the parent's prefix, which they inherit already.
  const { prefix: _inherited, ...options } = deps as AppDeps & { prefix?: string };
  await app.register(webhookRoute, options);
  if (deps.billing.testMode) await app.register(testModeRoutes, options);
};
