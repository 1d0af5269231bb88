import { describe, expect, it } from 'vitest';
import { billingMessages, displayState, planPricesText } from '../src/index.js';

describe('plan prices', () => {
  it('reads as the spec writes them', () => {
    expect(planPricesText()).toBe('$50.00 a month or $540.00 a year');
  });
});

describe('the subscription display (spec part 2 §4), in the spec order', () => {
  const running = {
    status: 'active',
    payment_status: 'paid',
    cancelled: false,
    expire_at: 1_798_761_600, // January 1, 2027
    price: 5_000,
    billing_cycle: 'month',
    next_billing_date: 1_798_761_600,
    subscription_expired: false,
  } as const;

  it('a user who never paid chooses a plan', () => {
    const none = {
      ...running,
      status: null,
      payment_status: null,
      price: null,
      billing_cycle: null,
      expire_at: null,
      next_billing_date: null,
    };
    expect(displayState(none)).toEqual({
      kind: 'none',
      message: billingMessages.none,
      action: { label: 'Choose Your Plan', opens: 'plans' },
    });
  });

  it('expired wins over everything and renews through the plan dialog', () => {
    const expired = {
      ...running,
      status: 'canceled',
      payment_status: 'requires_payment_method',
      cancelled: true,
      subscription_expired: true,
    } as const;
    expect(displayState(expired)).toEqual({
      kind: 'expired',
      message: billingMessages.expired,
      action: { label: 'Renew Subscription', opens: 'plans' },
    });
  });

  it('an invalid payment method comes before past due; both update the payment method in the portal', () => {
    expect(displayState({ ...running, status: 'past_due', payment_status: 'requires_payment_method' })).toMatchObject({
      kind: 'payment_method_invalid',
      message: billingMessages.paymentMethodInvalid,
      action: { label: 'Update Payment Method', opens: 'portal' },
    });
    expect(displayState({ ...running, status: 'past_due', payment_status: 'pending_retry' })).toMatchObject({
      kind: 'payment_failed',
      message: billingMessages.paymentFailed,
      action: { label: 'Update Payment Method', opens: 'portal' },
    });
  });

  it('canceled but running keeps access until the end of the period, with Renew now', () => {
    expect(displayState({ ...running, cancelled: true, next_billing_date: null })).toEqual({
      kind: 'canceled',
      message: 'Your subscription has been canceled. You keep access to the Professional plan until January 01, 2027.',
      action: { label: 'Renew now', opens: 'portal' },
    });
  });

  it('otherwise: the upcoming payment and the renewal interval, with Manage Plan', () => {
    expect(displayState({ ...running, price: 54_000, billing_cycle: 'year' })).toEqual({
      kind: 'active',
      message: 'Your next payment of $540.00 is due on January 01, 2027. Your plan renews every year.',
      action: { label: 'Manage Plan', opens: 'portal' },
    });
  });
});
