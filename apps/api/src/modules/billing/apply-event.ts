import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { invoices, subscriptions } from '../../db/schema/index.js';
import type { BillingProvider } from '../../platform/billing-provider.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

interface Applied {
  /** The user whose flags follow from what changed, or null when the event concerned nobody of ours. */
  userId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function rowById(tx: Database, id: string | null | undefined) {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

async function rowByProviderId(tx: Database, providerSubscriptionId: string | null) {
  if (!providerSubscriptionId) return null;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row ?? null;
}

/**
 * The row a provider subscription belongs to: the one linked to it, else the row its metadata names,
 * unless that row is linked to another provider subscription (a second checkout of the same row paid).
 */
async function rowForSubscription(tx: Database, providerSubscriptionId: string | null, ourId: string | null | undefined) {
  const linked = await rowByProviderId(tx, providerSubscriptionId);
  if (linked) return linked;
  const named = await rowById(tx, ourId);
  return named && (!named.providerSubscriptionId || !providerSubscriptionId) ? named : null;
}

const update = (tx: Database, row: SubscriptionRow, set: Partial<SubscriptionRow>) =>
  tx
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));

/**
 * checkout.session.completed: a checkout of one of our rows was paid; the provider's ids are recorded.
 * Any checkout of the row counts, an earlier one replaced by a Retry included: its payment is real.
 * A row already linked to another provider subscription keeps it.
 */
async function checkoutCompleted(tx: Database, session: Stripe.Checkout.Session): Promise<Applied> {
  const row = await rowById(tx, session.client_reference_id ?? session.metadata?.subscription_id);
  const subscriptionId = idOf(session.subscription);
  if (!row || (row.providerSubscriptionId && subscriptionId && row.providerSubscriptionId !== subscriptionId)) return { userId: null };
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const starts = paid && row.status === 'incomplete';
  await update(tx, row, {
    providerCustomerId: idOf(session.customer) ?? row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId ?? subscriptionId,
    ...(starts ? { status: 'active', paymentStatus: row.paymentStatus ?? 'paid' } : {}),
    ...(paid && !row.startedAt ? { startedAt: new Date() } : {}),
  });
  return { userId: row.userId };
}

/**
 * customer.subscription.created / updated / deleted: the subscription as the provider has it now. An
 * event older than the last one applied changes nothing (events may arrive out of order), and a
 * deleted subscription stays deleted.
 */
async function subscriptionChanged(
  tx: Database,
  provider: BillingProvider,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<Applied> {
  const row = await rowForSubscription(tx, subscription.id, subscription.metadata?.subscription_id);
  if (!row) return { userId: null };
  const deleted = event.type === 'customer.subscription.deleted';
  if (event.created < row.lastEventAt || (row.status === 'canceled' && !deleted)) return { userId: null };
  const methodId = idOf(subscription.default_payment_method as string | { id: string } | null);
  const newMethod = methodId !== null && methodId !== row.paymentMethodId;
  const card = newMethod ? await provider.cardOf(methodId) : null;
  const periodEnd = subscription.items?.data?.[0]?.current_period_end;
  const status = deleted ? 'canceled' : subscription.status;
  const running = status === 'active' || status === 'trialing' || status === 'past_due';
  await update(tx, row, {
    status,
    cancelAtPeriodEnd:
      deleted || subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at !== undefined),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : row.currentPeriodEnd,
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer) ?? row.providerCustomerId,
    lastEventAt: event.created,
    ...(running && !row.startedAt ? { startedAt: new Date() } : {}),
    ...(newMethod
      ? {
          paymentMethodId: methodId,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          // A new card after a refused payment: the provider retries it; until then the payment has failed.
          ...(row.paymentStatus === 'requires_payment_method' ? { paymentStatus: 'pending_retry' } : {}),
        }
      : {}),
  });
  return { userId: row.userId };
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return {
    providerId: idOf(details?.subscription as string | { id: string } | null | undefined),
    ourId: details?.metadata?.subscription_id,
  };
}

/**
 * invoice.paid / invoice.payment_failed: the invoice is recorded (a paid one stays paid whatever
 * arrives later) and the subscription's payment status follows the latest outcome.
 */
async function invoiceChanged(tx: Database, event: Stripe.Event, invoice: Stripe.Invoice): Promise<Applied> {
  if (!invoice.id) return { userId: null };
  const link = invoiceSubscription(invoice);
  const row = await rowForSubscription(tx, link.providerId, link.ourId);
  if (!row) return { userId: null };
  const paid = event.type === 'invoice.paid';
  const [existing] = await tx.select().from(invoices).where(eq(invoices.providerInvoiceId, invoice.id!)).for('update');
  if (existing?.status === 'paid' && !paid) return { userId: null };
  const values = {
    number: invoice.number ?? invoice.id!,
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: paid ? 'paid' : (invoice.status ?? 'open'),
    pdfUrl: invoice.invoice_pdf ?? existing?.pdfUrl ?? null,
  };
  if (existing) await tx.update(invoices).set(values).where(eq(invoices.id, existing.id));
  else {
    await tx.insert(invoices).values({
      ...values,
      userId: row.userId,
      subscriptionId: row.id,
      providerInvoiceId: invoice.id!,
      issuedAt: new Date(invoice.created * 1000),
    });
  }
  await update(tx, row, { paymentStatus: paid ? 'paid' : 'requires_payment_method' });
  return { userId: row.userId };
}

/** Applies one verified event; events of other kinds are recorded as seen and change nothing. */
export async function applyEvent(tx: Database, provider: BillingProvider, event: Stripe.Event): Promise<Applied> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(tx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(tx, provider, event, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceChanged(tx, event, event.data.object);
    default:
      return { userId: null };
  }
}
