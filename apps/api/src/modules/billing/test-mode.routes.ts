import { messageSchema, redirectUrlSchema, testCheckoutSchema, testPortalRequestSchema } from '@dealscout/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoices, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { idParam } from '../../platform/params.js';
import { cancelTestCheckout, completeTestCheckout, testCheckout, testPortalAction } from './test-mode.service.js';
import { testInvoicePdf } from './test-invoice-pdf.js';

const tags = ['billing (test mode)'];
const sessionParams = z.object({ session: idParam });
const checkoutAccess = { access: 'user', rateLimit: { max: 30, timeWindow: '15 minutes' } } as const;

/**
 * The local test mode's provider pages (mounted only without STRIPE_SECRET_KEY): checkout, portal, invoice
 * PDFs. A checkout is its owner's: only their session reads, pays or cancels it (404 for anyone else).
 */
export const testModeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/test-checkout/:session',
    { config: checkoutAccess, schema: { tags, params: sessionParams, response: { 200: testCheckoutSchema } } },
    async (request) => testCheckout(request.ctx, request.params.session),
  );

  app.post(
    '/test-checkout/:session/complete',
    { config: { ...checkoutAccess, transaction: false }, schema: { tags, params: sessionParams, response: { 200: redirectUrlSchema } } },
    async (request) => completeTestCheckout(request.ctx, request.params.session),
  );

  app.post(
    '/test-checkout/:session/cancel',
    { config: checkoutAccess, schema: { tags, params: sessionParams, response: { 200: redirectUrlSchema } } },
    async (request) => cancelTestCheckout(request.ctx, request.params.session),
  );

  app.post(
    '/test-portal',
    { config: { access: 'user', transaction: false }, schema: { tags, body: testPortalRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await testPortalAction(request.ctx, request.body.action);
      return { message: 'Done' };
    },
  );

  app.get(
    '/test-invoice/:invoiceId',
    { config: { access: 'user' }, schema: { tags, params: z.object({ invoiceId: idParam }), produces: ['application/pdf'] } },
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
  );
};
