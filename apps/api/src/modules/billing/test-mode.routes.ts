import { billingTestModeRoutes as routes } from '@dealscout/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoices, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { registerRoute } from '../../platform/register-route.js';
import { cancelTestCheckout, completeTestCheckout, testCheckout, testPortalAction } from './test-mode.service.js';
import { testInvoicePdf } from './test-invoice-pdf.js';

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
      const [row] = await request.ctx.db
        .select({ invoice: invoices, email: users.email })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.providerInvoiceId, request.params.invoiceId), eq(invoices.userId, request.ctx.actor.id)));
      if (!row) throw notFound();
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${row.invoice.number}.pdf"`);
      return testInvoicePdf({ ...row.invoice, email: row.email });
    },
    { schema: { produces: ['application/pdf'] } },
  );
};
