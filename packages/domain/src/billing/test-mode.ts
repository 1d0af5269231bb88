import { z } from 'zod';
import { BILLING_CYCLES, PLANS } from './plans.js';

/** GET /api/test-checkout/{session}: the local test mode's checkout page (no STRIPE_SECRET_KEY). */
export const testCheckoutSchema = z.object({
  plan: z.enum(PLANS),
  price: z.number().int(),
  billing_cycle: z.enum(BILLING_CYCLES),
  email: z.string(),
  sign_up: z.boolean(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** What the test mode's billing portal can do to a subscription, each sent as the provider's events. */
export const TEST_PORTAL_ACTIONS = ['cancel', 'resume', 'fail_payment', 'update_card', 'end_period'] as const;
export type TestPortalAction = (typeof TEST_PORTAL_ACTIONS)[number];
export const testPortalRequestSchema = z.strictObject({
  action: z.enum(TEST_PORTAL_ACTIONS, { error: `Action must be one of: ${TEST_PORTAL_ACTIONS.join(', ')}` }),
});
