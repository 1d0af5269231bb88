/** The Professional plan's prices in US cents (spec part 2 §9): $50.00 a month or $540.00 a year. */
export const PLAN_PRICE_CENTS = { monthly: 5_000, yearly: 54_000 } as const;

/** The plans a checkout can be asked for (POST /api/subscription). */
export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];

/** The billing cycle of each plan, as the subscription reports it (spec part 2 §3). */
export const BILLING_CYCLES = ['month', 'year'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const PLAN_CYCLE: Record<Plan, BillingCycle> = { monthly: 'month', yearly: 'year' };

export const PLAN_CURRENCY = 'usd';

/** "$50.00". */
export const formatUsd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "$50.00 a month or $540.00 a year". */
export const planPricesText = () => `${formatUsd(PLAN_PRICE_CENTS.monthly)} a month or ${formatUsd(PLAN_PRICE_CENTS.yearly)} a year`;
