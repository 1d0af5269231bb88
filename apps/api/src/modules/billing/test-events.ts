import { PLAN_CURRENCY, PLAN_CYCLE } from '@dealscout/domain';
import Stripe from 'stripe';
import type { SubscriptionRow } from './subscriptions.repository.js';
import { testId } from './test-provider.js';

/** Stripe-shaped objects and events of the test mode: the fields the webhook handler reads, as Stripe names them. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function testEvent(type: string, object: object) {
  return {
    id: testId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The end of the period starting now: a month or a year. */
export function periodEndFrom(start: Date, row: Pick<SubscriptionRow, 'plan'>) {
  const end = new Date(start);
  if (PLAN_CYCLE[row.plan] === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

export interface TestSubscriptionState {
  customer: string;
  subscription: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string | null;
  periodEnd: number;
}

export function testSubscription(row: SubscriptionRow, state: TestSubscriptionState) {
  return {
    id: state.subscription,
    object: 'subscription',
    customer: state.customer,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    cancel_at: null,
    default_payment_method: state.paymentMethod,
    metadata: { subscription_id: row.id },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${state.subscription.slice(4)}`,
          object: 'subscription_item',
          current_period_end: state.periodEnd,
          price: { unit_amount: row.priceCents, currency: PLAN_CURRENCY, recurring: { interval: PLAN_CYCLE[row.plan] } },
        },
      ],
    },
  };
}

export function testInvoice(
  row: SubscriptionRow,
  state: Pick<TestSubscriptionState, 'customer' | 'subscription'>,
  invoice: { id: string; number: string; paid: boolean; pdfUrl: string; created?: number },
) {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: state.customer,
    number: invoice.number,
    currency: PLAN_CURRENCY,
    amount_due: row.priceCents,
    amount_paid: invoice.paid ? row.priceCents : 0,
    status: invoice.paid ? 'paid' : 'open',
    created: invoice.created ?? nowSeconds(),
    invoice_pdf: invoice.pdfUrl,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: state.subscription, metadata: { subscription_id: row.id } },
    },
  };
}
