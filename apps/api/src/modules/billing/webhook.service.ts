import { billingMessages } from '@dealscout/domain';
import type Stripe from 'stripe';
import { processedWebhookEvents } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { applyEvent } from './apply-event.js';
import type { BillingProvider } from '../../platform/billing-provider.js';
import { applyPlanFlags } from './plan-flags.js';
import { inTransaction } from '../../db/transaction.js';

/** Stripe's webhook signing, from its SDK, loaded with the first delivery rather than with the server. */
const stripeWebhooks = async () => (await import('stripe')).default.webhooks;

/** Checks the signature over the raw body (Stripe's scheme, its SDK); anything else is a 400 that changes nothing. */
export async function verifiedEvent(billing: BillingProvider, rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  const webhooks = await stripeWebhooks();
  try {
    return webhooks.constructEvent(rawBody, signature ?? '', billing.webhookSecret);
  } catch {
    throw new AppError(400, { error: billingMessages.signatureInvalid });
  }
}

/**
 * POST /api/stripe/webhook, and the test mode's deliveries: the only way subscription state moves.
 * One transaction per event; its id is recorded first, so a replay (or two deliveries at once) applies
 * it once. Returns whether this delivery applied it.
 */
export async function handleWebhook(
  ctx: Pick<RequestContext, 'db' | 'billing'>,
  delivery: { rawBody: string; signature: string | undefined },
): Promise<boolean> {
  const event = await verifiedEvent(ctx.billing, delivery.rawBody, delivery.signature);
  if (
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.data?.object !== 'object' ||
    event.data.object === null
  ) {
    throw new AppError(400, { error: billingMessages.eventUnreadable });
  }
  return inTransaction(ctx.db, async (tx) => {
    const recorded = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.eventId });
    if (recorded.length === 0) return false;
    const { userId } = await applyEvent(tx, ctx.billing, event);
    if (userId) await applyPlanFlags(tx, userId);
    return true;
  });
}

/** Signs an event as the provider would (the test mode's deliveries and the tests). */
export async function signedDelivery(billing: BillingProvider, event: object) {
  const payload = JSON.stringify(event);
  const webhooks = await stripeWebhooks();
  return { payload, signature: webhooks.generateTestHeaderString({ payload, secret: billing.webhookSecret }) };
}
