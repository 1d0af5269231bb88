import type { Plan } from '@dealscout/domain';

/** What a checkout is asked for. `subscriptionId` is our row; the provider hands it back in its events. */
export interface CheckoutRequest {
  subscriptionId: string;
  plan: Plan;
  priceCents: number;
  email: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface Card {
  brand: string;
  last4: string;
}

/**
 * The payment provider behind the subscription calls, one of every module's AppDeps; modules/billing implements it
 * (platform depends on no module). Two implementations: Stripe through its SDK (STRIPE_SECRET_KEY set) and the local
 * test mode (its own checkout page inside the app, no card charged). Both report what happened as Stripe-shaped
 * events, signed with `webhookSecret`, to the same webhook handler, which alone moves subscription state.
 */
export interface BillingProvider {
  readonly testMode: boolean;
  readonly webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  cardOf(paymentMethodId: string): Promise<Card | null>;
}
