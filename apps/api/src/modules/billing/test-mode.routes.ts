import { billingTestModeRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { cancelTestCheckout, completeTestCheckout, testCheckout, testInvoiceFile, testPortalAction } from './test-mode.service.js';

const rateLimit = { max: 30, timeWindow: '15 minutes' };

/**
 * The local test mode's provider pages (mounted only without STRIPE_SECRET_KEY): checkout, portal, invoice
 * PDFs. A checkout is its owner's: only their session reads, pays or cancels it (404 for anyone else).
 */
export const testModeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.checkout, async (request) => testCheckout(request.ctx, request.params.session), { config: { rateLimit } });
  registerRoute(app, routes.complete, async (request) => completeTestCheckout(request.ctx, request.params.session), {
    config: { rateLimit, transaction: false },
  });
  registerRoute(app, routes.cancel, async (request) => cancelTestCheckout(request.ctx, request.params.session), { config: { rateLimit } });
  registerRoute(
    app,
    routes.portal,
    async (request) => {
      await testPortalAction(request.ctx, request.body.action);
      return { message: 'Done' };
    },
    { config: { transaction: false } },
  );
  registerRoute(
    app,
    routes.invoice,
    async (request, reply) => {
      const invoice = await testInvoiceFile(request.ctx, request.params.invoiceId);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${invoice.number}.pdf"`);
      return invoice.pdf;
    },
    { schema: { produces: ['application/pdf'] } },
  );
};
