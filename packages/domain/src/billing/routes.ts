import { idParams } from '../shared/params.js';
import { messageSchema } from '../shared/responses.js';
import { FILE_REPLY, routeGroup } from '../shared/route.js';
import { invoicePdfSchema, redirectUrlSchema, subscriptionDetailsSchema, subscriptionRequestSchema } from './subscription.js';
import { testCheckoutSchema, testPortalRequestSchema } from './test-mode.js';

const route = routeGroup({ tags: ['billing'], access: 'account' });

/** Subscription and payment (spec part 2 §7): checkout, the subscription, the portal, invoices, sign-up retry. */
export const billingRoutes = {
  checkout: route({ method: 'POST', path: '/subscription', body: subscriptionRequestSchema, reply: redirectUrlSchema }),
  subscription: route({ method: 'GET', path: '/subscription', reply: subscriptionDetailsSchema }),
  portal: route({ method: 'GET', path: '/subscription-session', reply: redirectUrlSchema }),
  invoice: route({ method: 'GET', path: '/download-invoice/:invoiceId', params: idParams('invoiceId'), reply: invoicePdfSchema }),
  retrySignUpPayment: route({
    method: 'POST',
    path: '/retry-register-payment/:subscription',
    access: 'public',
    params: idParams('subscription'),
    reply: redirectUrlSchema,
  }),
  /** Trusted only through the signature over the raw body. */
  webhook: route({ method: 'POST', path: '/stripe/webhook', access: 'public', reply: messageSchema, hidden: true }),
};

const testMode = routeGroup({ tags: ['billing (test mode)'], access: 'account' });
const session = idParams('session');

/**
 * The local test mode's provider pages (mounted only without STRIPE_SECRET_KEY): checkout, portal, invoice
 * PDFs. A checkout is its owner's: only their session reads, pays or cancels it (404 for anyone else).
 */
export const billingTestModeRoutes = {
  checkout: testMode({ method: 'GET', path: '/test-checkout/:session', params: session, reply: testCheckoutSchema }),
  complete: testMode({ method: 'POST', path: '/test-checkout/:session/complete', params: session, reply: redirectUrlSchema }),
  cancel: testMode({ method: 'POST', path: '/test-checkout/:session/cancel', params: session, reply: redirectUrlSchema }),
  portal: testMode({ method: 'POST', path: '/test-portal', body: testPortalRequestSchema, reply: messageSchema }),
  invoice: testMode({ method: 'GET', path: '/test-invoice/:invoiceId', params: idParams('invoiceId'), reply: FILE_REPLY }),
};
