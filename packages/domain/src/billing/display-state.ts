import { billingMessages } from './messages.js';
import { formatUsd } from './plans.js';
import type { SubscriptionDetails } from './subscription.js';

/**
 * The subscription display of spec part 2 §4, on the subscription page and on the gate, in the spec's
 * order: expired, invalid payment method, failed payment, canceled but still running, upcoming payment.
 * 'none' is a user who never paid. `action` says what the button does: open the plan dialog, or go to
 * the provider's billing portal.
 */
export type DisplayState =
  | { kind: 'none'; message: string; action: { label: 'Choose Your Plan'; opens: 'plans' } }
  | { kind: 'expired'; message: string; action: { label: 'Renew Subscription'; opens: 'plans' } }
  | { kind: 'payment_method_invalid' | 'payment_failed'; message: string; action: { label: 'Update Payment Method'; opens: 'portal' } }
  | { kind: 'canceled'; message: string; action: { label: 'Renew now'; opens: 'portal' } }
  | { kind: 'active'; message: string; action: { label: 'Manage Plan'; opens: 'portal' } };

/** "November 25, 2026" (the spec's MMMM DD, YYYY), in UTC so server and browser agree. */
export const formatBillingDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

type Shown = Pick<
  SubscriptionDetails,
  'status' | 'payment_status' | 'cancelled' | 'expire_at' | 'price' | 'billing_cycle' | 'next_billing_date' | 'subscription_expired'
>;

export function displayState(subscription: Shown): DisplayState {
  const m = billingMessages;
  if (subscription.status === null) return { kind: 'none', message: m.none, action: { label: 'Choose Your Plan', opens: 'plans' } };
  if (subscription.subscription_expired)
    return { kind: 'expired', message: m.expired, action: { label: 'Renew Subscription', opens: 'plans' } };
  if (subscription.payment_status === 'requires_payment_method') {
    return { kind: 'payment_method_invalid', message: m.paymentMethodInvalid, action: { label: 'Update Payment Method', opens: 'portal' } };
  }
  if (subscription.status === 'past_due') {
    return { kind: 'payment_failed', message: m.paymentFailed, action: { label: 'Update Payment Method', opens: 'portal' } };
  }
  const until = subscription.expire_at ?? subscription.next_billing_date;
  if (subscription.cancelled && until !== null) {
    return { kind: 'canceled', message: m.canceled(formatBillingDate(until)), action: { label: 'Renew now', opens: 'portal' } };
  }
  const next = subscription.next_billing_date ?? subscription.expire_at ?? 0;
  const message = m.upcoming(formatUsd(subscription.price ?? 0), formatBillingDate(next), subscription.billing_cycle ?? 'month');
  return { kind: 'active', message, action: { label: 'Manage Plan', opens: 'portal' } };
}
