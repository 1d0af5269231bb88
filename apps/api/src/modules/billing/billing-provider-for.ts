import type { Config } from '../../config.js';
import { hmac } from '../../platform/crypto.js';
import type { BillingProvider } from '../../platform/billing-provider.js';
import { stripeProvider } from './stripe-provider.js';
import { testProvider } from './test-provider.js';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local test mode, its webhook secret derived from the app secret. */
export function billingProviderFor(config: Config, appSecret: string): BillingProvider {
  if (config.STRIPE_SECRET_KEY) return stripeProvider(config);
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${hmac(appSecret, 'test-mode-webhook')}`;
  return testProvider(webhookSecret);
}
