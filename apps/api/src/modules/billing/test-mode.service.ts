import { billingMessages, PLAN_CYCLE, type TestCheckout, type TestPortalAction } from '@dealscout/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, subscriptions, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { returnPaths } from './billing.service.js';
import { currentSubscription, isLive, type SubscriptionRow } from './subscriptions.repository.js';
import { periodEndFrom, testEvent, testInvoice, testSubscription, type TestSubscriptionState } from './test-events.js';
import { testId, testPaymentMethodId } from './test-provider.js';
import { handleWebhook, signedDelivery } from './webhook.service.js';
import { testInvoicePdf } from './test-invoice-pdf.js';

/**
 * The local test mode's side of the provider: its checkout page completes or cancels a checkout, its
 * billing portal changes the subscription, and each sends what Stripe would send, signed, through the
 * webhook handler. Nothing here writes subscription state itself.
 */
type TestModeContext = Pick<RequestContext, 'db' | 'billing'>;
/** A request of the checkout's owner: the checkout is theirs alone. */
type OwnerContext = TestModeContext & { actor: { id: string } };

function requireTestMode(ctx: TestModeContext) {
  if (!ctx.billing.testMode) throw notFound();
}

async function deliver(ctx: TestModeContext, type: string, object: object) {
  const { payload, signature } = await signedDelivery(ctx.billing, testEvent(type, object));
  await handleWebhook(ctx, { rawBody: payload, signature });
}

/** The actor's checkout not yet paid; another user's, a paid or an unknown one are the same 404. */
async function openCheckout(ctx: OwnerContext, sessionId: string) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.checkoutSessionId, sessionId), eq(subscriptions.userId, ctx.actor.id)));
  if (!row || row.startedAt) throw notFound(billingMessages.checkoutNotFound);
  return row;
}

/** GET /api/test-checkout/{session}: what the checkout page shows. */
export async function testCheckout(ctx: OwnerContext, sessionId: string): Promise<TestCheckout> {
  requireTestMode(ctx);
  const row = await openCheckout(ctx, sessionId);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return {
    plan: row.plan,
    price: row.priceCents,
    billing_cycle: PLAN_CYCLE[row.plan],
    email: user!.email,
    sign_up: row.purpose === 'signup',
  };
}

const TEST_CARD = { brand: 'visa', last4: '4242' };
const REPLACEMENT_CARD = { brand: 'mastercard', last4: '4444' };

async function nextInvoice(ctx: TestModeContext, row: SubscriptionRow) {
  const [{ value }] = (await ctx.db.select({ value: count() }).from(invoices).where(eq(invoices.subscriptionId, row.id))) as [
    { value: number },
  ];
  const id = testId('in');
  return {
    id,
    number: `TEST-${row.id.slice(0, 8).toUpperCase()}-${String(value + 1).padStart(4, '0')}`,
    pdfUrl: `/api/test-invoice/${id}`,
  };
}

/** 'Pay' on the test checkout page: Stripe's events of a paid subscription checkout, in Stripe's order. */
export async function completeTestCheckout(ctx: OwnerContext, sessionId: string) {
  requireTestMode(ctx);
  const row = await openCheckout(ctx, sessionId);
  const state: TestSubscriptionState = {
    customer: row.providerCustomerId ?? testId('cus'),
    subscription: testId('sub'),
    status: 'active',
    cancelAtPeriodEnd: false,
    paymentMethod: testPaymentMethodId(TEST_CARD),
    periodEnd: periodEndFrom(new Date(), row),
  };
  await deliver(ctx, 'checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: row.id,
    customer: state.customer,
    subscription: state.subscription,
    metadata: { subscription_id: row.id },
  });
  await deliver(ctx, 'customer.subscription.created', testSubscription(row, state));
  await deliver(ctx, 'invoice.paid', testInvoice(row, state, { ...(await nextInvoice(ctx, row)), paid: true }));
  return { url: row.purpose === 'signup' ? returnPaths.signupPaid : returnPaths.paid };
}

/** GET /api/test-invoice/{invoiceId}: the owner's invoice as a PDF, with its number for the file name; anyone else's is 404. */
export async function testInvoiceFile(ctx: OwnerContext, invoiceId: string) {
  const [row] = await ctx.db
    .select({ invoice: invoices, email: users.email })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.providerInvoiceId, invoiceId), eq(invoices.userId, ctx.actor.id)));
  if (!row) throw notFound();
  return { number: row.invoice.number, pdf: testInvoicePdf({ ...row.invoice, email: row.email }) };
}

/** 'Cancel' on the test checkout page: back to the cancel page; Stripe sends nothing for it either. */
export async function cancelTestCheckout(ctx: OwnerContext, sessionId: string) {
  requireTestMode(ctx);
  const row = await openCheckout(ctx, sessionId);
  return { url: row.purpose === 'signup' ? returnPaths.signupCanceled(row.id) : returnPaths.canceled };
}

function stateOf(row: SubscriptionRow): TestSubscriptionState {
  return {
    customer: row.providerCustomerId!,
    subscription: row.providerSubscriptionId!,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethod: row.paymentMethodId,
    periodEnd: Math.floor((row.currentPeriodEnd ?? new Date()).getTime() / 1000),
  };
}

async function openInvoice(db: Database, row: SubscriptionRow) {
  const [open] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.status, 'open')))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return open ?? null;
}

/**
 * The test billing portal's actions on the user's subscription: cancel at the period's end, resume,
 * a renewal whose card is refused, a new card (which pays what is due), and the end of the period.
 */
export async function testPortalAction(ctx: OwnerContext, action: TestPortalAction) {
  requireTestMode(ctx);
  const row = await currentSubscription(ctx.db, ctx.actor.id);
  if (!row || !isLive(row) || !row.providerSubscriptionId) throw badRequest(billingMessages.noCustomer);
  const state = stateOf(row);
  const changed = (patch: Partial<TestSubscriptionState>) =>
    deliver(ctx, 'customer.subscription.updated', testSubscription(row, { ...state, ...patch }));
  switch (action) {
    case 'cancel':
      return changed({ cancelAtPeriodEnd: true });
    case 'resume':
      return changed({ cancelAtPeriodEnd: false });
    case 'fail_payment': {
      await deliver(ctx, 'invoice.payment_failed', testInvoice(row, state, { ...(await nextInvoice(ctx, row)), paid: false }));
      return changed({ status: 'past_due', periodEnd: periodEndFrom(new Date(state.periodEnd * 1000), row) });
    }
    case 'update_card': {
      const card = row.cardLast4 === REPLACEMENT_CARD.last4 ? TEST_CARD : REPLACEMENT_CARD;
      await changed({ paymentMethod: testPaymentMethodId(card) });
      const due = await openInvoice(ctx.db, row);
      if (!due) return;
      const created = Math.floor(due.issuedAt.getTime() / 1000);
      await deliver(
        ctx,
        'invoice.paid',
        testInvoice(row, state, { id: due.providerInvoiceId, number: due.number, pdfUrl: due.pdfUrl!, paid: true, created }),
      );
      return deliver(
        ctx,
        'customer.subscription.updated',
        testSubscription(row, { ...state, paymentMethod: testPaymentMethodId(card), status: 'active' }),
      );
    }
    case 'end_period':
      return deliver(ctx, 'customer.subscription.deleted', testSubscription(row, { ...state, status: 'canceled' }));
  }
}
