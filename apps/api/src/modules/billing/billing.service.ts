import {
  billingMessages,
  PLAN_CYCLE,
  PLAN_PRICE_CENTS,
  type Invoice,
  type InvoiceStatus,
  type PaymentStatus,
  type Plan,
  type SubscriptionDetails,
  type SubscriptionStatus,
} from '@dealscout/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, subscriptions, users } from '../../db/schema/index.js';
import type { ActorContext, RequestContext } from '../../platform/request-context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { applyPlanFlags } from './plan-flags.js';
import { currentSubscription, customerOf, hasExpired, type SubscriptionRow } from './subscriptions.repository.js';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Where each checkout comes back to (spec part 2 §2). */
export const returnPaths = {
  paid: '/leads/payment-success',
  canceled: '/leads/payment-canceled',
  signupPaid: '/signup-success',
  signupCanceled: (subscriptionId: string) => `/signup-canceled/${subscriptionId}`,
  portalReturn: '/leads/subscription',
};

/** A provider call that fails is a 502 with a readable message, and the request's transaction writes nothing. */
async function provider<T>(ctx: RequestContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    ctx.log.error({ kind: (error as Error).name }, 'payment provider call failed');
    throw new AppError(502, { error: billingMessages.providerUnavailable });
  }
}

/** Starts a checkout for `row` at the provider and records its session on the row. */
async function checkoutFor(ctx: RequestContext, row: SubscriptionRow, email: string, urls: { success: string; cancel: string }) {
  const customerId = await customerOf(ctx.db, row.userId);
  const session = await provider(ctx, () =>
    ctx.billing.createCheckout({
      subscriptionId: row.id,
      plan: row.plan,
      priceCents: row.priceCents,
      email,
      customerId,
      successUrl: `${ctx.config.appUrl}${urls.success}`,
      cancelUrl: `${ctx.config.appUrl}${urls.cancel}`,
    }),
  );
  await ctx.db.update(subscriptions).set({ checkoutSessionId: session.id, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
  return { url: session.url };
}

async function newCheckoutRow(db: Database, userId: string, plan: Plan, purpose: 'signup' | 'upgrade') {
  const [row] = await db.insert(subscriptions).values({ userId, plan, purpose, priceCents: PLAN_PRICE_CENTS[plan] }).returning();
  return row!;
}

async function emailOf(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

/** POST /api/subscription: a checkout of the Professional plan, unless one is already running. */
export async function startCheckout(ctx: ActorContext, plan: Plan) {
  const current = await currentSubscription(ctx.db, ctx.actor.id);
  if (current && !hasExpired(current)) throw badRequest(billingMessages.alreadySubscribed);
  const row = await newCheckoutRow(ctx.db, ctx.actor.id, plan, 'upgrade');
  return checkoutFor(ctx, row, await emailOf(ctx.db, ctx.actor.id), { success: returnPaths.paid, cancel: returnPaths.canceled });
}

/**
 * A self-registered account that owes the Professional plan (SIGNUP_PAYMENT=required): the sign-up's subscription,
 * waiting for its checkout. Billed and not paid yet, the account's flags say so from the start: the product waits
 * (payment_required) until a subscription of theirs starts.
 */
export async function billSignUp(db: Database, userId: string) {
  const row = await newCheckoutRow(db, userId, 'monthly', 'signup');
  await applyPlanFlags(db, userId);
  return row;
}

/** After the e-mail code of a self-registered user: the checkout of the sign-up (monthly Professional plan). */
export async function startSignUpCheckout(ctx: RequestContext, userId: string, email: string) {
  const row = await billSignUp(ctx.db, userId);
  const checkout = await checkoutFor(ctx, row, email, { success: returnPaths.signupPaid, cancel: returnPaths.signupCanceled(row.id) });
  return { ...checkout, subscriptionId: row.id };
}

/** POST /api/retry-register-payment/{subscription}: a new checkout for a sign-up whose payment was canceled. */
export async function retrySignUpCheckout(ctx: RequestContext, subscriptionId: string) {
  const [row] = isUuid(subscriptionId)
    ? await ctx.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.purpose, 'signup')))
        .for('update')
    : [];
  if (!row) throw notFound(billingMessages.subscriptionNotFound);
  if (row.startedAt) throw badRequest(billingMessages.nothingToRetry);
  return checkoutFor(ctx, row, await emailOf(ctx.db, row.userId), {
    success: returnPaths.signupPaid,
    cancel: returnPaths.signupCanceled(row.id),
  });
}

/** GET /api/subscription-session: the provider's billing portal for the user's customer. */
export async function portalSession(ctx: ActorContext) {
  const customerId = await customerOf(ctx.db, ctx.actor.id);
  if (!customerId) throw badRequest(billingMessages.noCustomer);
  const url = await provider(ctx, () => ctx.billing.createPortalSession(customerId, `${ctx.config.appUrl}${returnPaths.portalReturn}`));
  return { url };
}

function presentInvoice(row: typeof invoices.$inferSelect): Invoice {
  return { id: row.id, number: row.number, date: unix(row.issuedAt)!, amount: row.amountCents, status: row.status as InvoiceStatus };
}

/** GET /api/subscription: the subscription as the webhooks left it, the card on file and the invoices. */
export async function subscriptionDetails(ctx: ActorContext, now = new Date()): Promise<SubscriptionDetails> {
  const current = await currentSubscription(ctx.db, ctx.actor.id);
  const rows = await ctx.db.select().from(invoices).where(eq(invoices.userId, ctx.actor.id)).orderBy(desc(invoices.issuedAt));
  const base = { invoices: rows.map(presentInvoice), test_mode: ctx.billing.testMode };
  if (!current) {
    return {
      ...base,
      status: null,
      payment_status: null,
      cancelled: false,
      expire_at: null,
      price: null,
      billing_cycle: null,
      next_billing_date: null,
      subscription_expired: false,
      card: null,
      card_brand: null,
    };
  }
  const expired = hasExpired(current, now);
  const cancelled = current.cancelAtPeriodEnd || current.status === 'canceled';
  return {
    ...base,
    status: current.status as SubscriptionStatus,
    payment_status: current.paymentStatus as PaymentStatus | null,
    cancelled,
    expire_at: unix(current.currentPeriodEnd),
    price: current.priceCents,
    billing_cycle: PLAN_CYCLE[current.plan],
    next_billing_date: cancelled || expired ? null : unix(current.currentPeriodEnd),
    subscription_expired: expired,
    card: current.cardLast4,
    card_brand: current.cardBrand,
  };
}

/** GET /api/download-invoice/{invoiceId}: the invoice's PDF link, for the user's own invoices only. */
export async function invoicePdf(ctx: ActorContext, invoiceId: string) {
  const [row] = isUuid(invoiceId)
    ? await ctx.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, ctx.actor.id)))
    : [];
  if (!row?.pdfUrl) throw notFound(billingMessages.invoiceNotFound);
  return { invoice_pdf: row.pdfUrl };
}
