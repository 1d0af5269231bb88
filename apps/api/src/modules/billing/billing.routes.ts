import { billingRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { invoicePdf, portalSession, retrySignUpCheckout, startCheckout, subscriptionDetails } from './billing.service.js';
import { testModeRoutes } from './test-mode.routes.js';
import { webhookRoute } from './webhook.routes.js';

/** Subscription and payment (spec part 2 §7): checkout, the subscription, the portal, invoices, sign-up retry. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  registerRoute(app, routes.checkout, async (request) => startCheckout(request.ctx, request.body.plan));
  registerRoute(app, routes.subscription, async (request) => subscriptionDetails(request.ctx));
  registerRoute(app, routes.portal, async (request) => portalSession(request.ctx));
  registerRoute(app, routes.invoice, async (request) => invoicePdf(request.ctx, request.params.invoiceId));
  registerRoute(app, routes.retrySignUpPayment, async (request) => retrySignUpCheckout(request.ctx, request.params.subscription), {
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  });

  // Nested plugins: the options minus the parent's prefix, which they inherit already.
  const { prefix: _inherited, ...options } = deps as AppDeps & { prefix?: string };
  await app.register(webhookRoute, options);
  if (deps.billing.testMode) await app.register(testModeRoutes, options);
};
