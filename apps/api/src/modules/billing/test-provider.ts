import { randomToken } from '../../platform/crypto.js';
import type { BillingProvider, Card } from '../../platform/billing-provider.js';

/** The in-app pages of the test mode (apps/web: paths.testCheckout, paths.testPortal). */
export const testCheckoutPath = (sessionId: string) => `/billing/test-checkout/${sessionId}`;
export const TEST_PORTAL_PATH = '/leads/billing/test-portal';

/** Test-mode payment methods say their card in their id: pm_test_visa_4242. */
export const testPaymentMethodId = (card: Card) => `pm_test_${card.brand}_${card.last4}`;
const TEST_METHOD = /^pm_test_([a-z]+)_(\d{4})$/;

/** Test-mode provider ids look like Stripe's test ids, made random here. */
export const testId = (prefix: 'cs' | 'cus' | 'sub' | 'in' | 'evt') => `${prefix}_test_${randomToken(12)}`;

/**
 * The local test mode (no STRIPE_SECRET_KEY): a checkout is a page of this app, bannered 'Test mode: no
 * card is charged'; completing it (test-mode.service.ts) sends Stripe-shaped events, signed with
 * `webhookSecret`, through the same webhook handler as Stripe's. Its addresses are paths of this app,
 * so they work from whatever host the browser reached it by.
 */
export function testProvider(webhookSecret: string): BillingProvider {
  return {
    testMode: true,
    webhookSecret,
    async createCheckout() {
      const id = testId('cs');
      return { id, url: testCheckoutPath(id) };
    },
    async createPortalSession() {
      return TEST_PORTAL_PATH;
    },
    async cardOf(paymentMethodId) {
      const match = TEST_METHOD.exec(paymentMethodId);
      return match ? { brand: match[1]!, last4: match[2]! } : null;
    },
  };
}
