import { PLAN_CURRENCY, PLAN_CYCLE } from '@dealscout/domain';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { BillingProvider, CheckoutRequest } from '../../platform/billing-provider.js';

/**
 * The SDK's client; STRIPE_API_URL points it elsewhere than api.stripe.com (the tests' local server).
 * The SDK loads with the first call, not with the server (a fifth of the start's module loading).
 */
export async function stripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Promise<Stripe> {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const { default: Stripe } = await import('stripe');
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout (subscription mode), the Billing Portal and payment methods, through the official SDK. */
export function stripeProvider(config: Config): BillingProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripeClient(config));
  const priceIds = { monthly: config.STRIPE_PRICE_MONTHLY, yearly: config.STRIPE_PRICE_YEARLY };
  const lineItem = (request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem => {
    const price = priceIds[request.plan];
    if (price) return { price, quantity: 1 };
    return {
      quantity: 1,
      price_data: {
        currency: PLAN_CURRENCY,
        unit_amount: request.priceCents,
        recurring: { interval: PLAN_CYCLE[request.plan] },
        product_data: { name: 'Dealscout Professional plan' },
      },
    };
  };
  return {
    testMode: false,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    async createCheckout(request) {
      const metadata = { subscription_id: request.subscriptionId };
      const session = await (await stripe()).checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: request.subscriptionId,
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
          line_items: [lineItem(request)],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata,
          subscription_data: { metadata },
        },
        { idempotencyKey: `checkout-${request.subscriptionId}-${Date.now()}` },
      );
      return { id: session.id, url: session.url! };
    },
    async createPortalSession(customerId, returnUrl) {
      const session = await (await stripe()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async cardOf(paymentMethodId) {
      const method = await (await stripe()).paymentMethods.retrieve(paymentMethodId);
      return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
    },
  };
}
