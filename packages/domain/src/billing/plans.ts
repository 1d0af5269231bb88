/** The Professional plan's prices in US cents (spec part 2 §9): $50.00 a month or $540.00 a year. */
export const PLAN_PRICE_CENTS = { monthly: 5_000, yearly: 54_000 } as const;

/** "$50.00 a month or $540.00 a year". */
export const planPricesText = () =>
  `$${(PLAN_PRICE_CENTS.monthly / 100).toFixed(2)} a month or $${(PLAN_PRICE_CENTS.yearly / 100).toFixed(2)} a year`;
