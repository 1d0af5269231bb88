import { z } from 'zod';
import { billingMessages } from './messages.js';
import { BILLING_CYCLES, PLANS } from './plans.js';

/** POST /api/subscription. */
export const subscriptionRequestSchema = z.strictObject({
  plan: z.enum(PLANS, { error: billingMessages.planInvalid }),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** POST /api/subscription, GET /api/subscription-session, POST /api/retry-register-payment: where the browser goes next. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** The provider's subscription states (Stripe's), and 'none' for a user who never paid. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where the last payment stands: paid, failed with a card to replace, or waiting for the retry of a new card. */
export const PAYMENT_STATUSES = ['paid', 'requires_payment_method', 'pending_retry', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One invoice in the Invoicing table: date in unix seconds, amount in US cents. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.number().int(),
  amount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * GET /api/subscription (spec part 2 §3 'Subscription'). `status` is null for a user who never paid;
 * dates are unix seconds, `price` US cents; `card` the last four digits of the card on file.
 */
export const subscriptionDetailsSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  cancelled: z.boolean(),
  expire_at: z.number().int().nullable(),
  price: z.number().int().nullable(),
  billing_cycle: z.enum(BILLING_CYCLES).nullable(),
  next_billing_date: z.number().int().nullable(),
  subscription_expired: z.boolean(),
  card: z.string().nullable(),
  card_brand: z.string().nullable(),
  invoices: z.array(invoiceSchema),
  test_mode: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** GET /api/download-invoice/{invoiceId}. */
export const invoicePdfSchema = z.object({ invoice_pdf: z.string() });
export type InvoicePdf = z.infer<typeof invoicePdfSchema>;
