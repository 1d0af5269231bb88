import { z } from 'zod';
import { userInputSchema } from '../questionnaire/answers.js';
import { INVESTOR_TYPES } from '../investors/investor.js';
import { datasetSearchSchema } from '../investors/dataset-search.js';
import { buyerMarkMessages, buyerMarkShape, buyersHiddenShape } from './marks.js';
import { BUYERS_LIMIT_MAX, florenceMessages } from './messages.js';
import { answerStrengthSchema } from './weak-answer.js';

export { BUYERS_LIMIT_MAX, florenceMessages };

/** Buyers page size (spec part 2 §9); the largest page a script may ask for is BUYERS_LIMIT_MAX. */
export const BUYERS_PAGE_SIZE = 5;
export const REVIEW_MAX = 500;
export const RATING_MAX = 5;
/** The spec's polling interval while a list is generating (the fallback when the live stream is down). */
export const ALGO_STATUS_POLL_MS = 10_000;

/** The four stages of a generation, in order (spec part 2 §4): current_step 1..4. */
export const FLORENCE_STEPS = ['AI processing', 'Analysing profile', 'Generating buyers', 'Finalising'] as const;

const m = florenceMessages;

/** The list's search by name or website and its state and type filters (each may repeat): the investor search's fields. */
export const buyersFilterShape = {
  search: datasetSearchSchema.shape.search,
  state: datasetSearchSchema.shape.state,
  type: datasetSearchSchema.shape.type,
};

/**
 * GET /api/company-buyers/{companyId}: a page of the list, searched and filtered. `crm_export=true`:
 * what a CRM export sends, the first 200 of the same search and filters, whatever page was asked.
 */
export const buyersQuerySchema = z.object({
  offset: z.coerce.number({ error: m.offset }).int(m.offset).min(0, m.offset).max(1_000_000, m.offset).default(0),
  limit: z.coerce.number({ error: m.limit }).int(m.limit).min(1, m.limit).max(BUYERS_LIMIT_MAX, m.limit).default(BUYERS_PAGE_SIZE),
  ...buyersFilterShape,
  crm_export: z.enum(['true', 'false'], { error: m.crmExport }).optional(),
  /** `true`: the buyers marked Not a fit, which the list otherwise leaves out. */
  hidden: z.enum(['true', 'false'], { error: buyerMarkMessages.hidden }).optional(),
});
export type BuyersQuery = z.input<typeof buyersQuerySchema>;

/** One fact behind a factor: which field of the company met which field of the candidate. */
export const evidenceSchema = z.object({
  company_field: z.string(),
  company_value: z.string(),
  candidate_field: z.string(),
  candidate_value: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const FACTOR_LABELS = {
  text: 'Description and keywords',
  meaning: 'Meaning of the description',
  industry: 'Industry',
  size: 'Size',
  geography: 'Geography',
  supply_chain: 'Supply chain',
  financial: 'Financial fit',
  value_chain: 'Value chain',
  history: 'Deal history',
} as const;
export type FactorKey = keyof typeof FACTOR_LABELS;

export const factorSchema = z.object({
  key: z.enum(Object.keys(FACTOR_LABELS) as [FactorKey, ...FactorKey[]]),
  label: z.string(),
  weight: z.number(),
  value: z.number(),
  evidence: z.array(evidenceSchema),
});
export type BuyerFactor = z.infer<typeof factorSchema>;

/** A ranked buyer (spec part 2 §3 Buyer), with the factors of its score and their evidence. */
export const buyerSchema = z.object({
  id: z.string(),
  rank: z.number().int(),
  score: z.number(),
  company_name: z.string(),
  type: z.enum(INVESTOR_TYPES),
  us_state_full: z.string().nullable(),
  country: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  hq_address: z.string().nullable(),
  ai_description: z.string(),
  financial_synergies: z.string(),
  operating_synergies: z.string(),
  misc_synergies: z.string(),
  factors: z.array(factorSchema),
  ...buyerMarkShape,
});
export type Buyer = z.infer<typeof buyerSchema>;

export const buyersReplySchema = z.object({
  data: z.array(buyerSchema),
  total: z.number().int(),
  /** When the list shown was generated; null before the first list. */
  generated_at: z.string().nullable(),
  /** How well evidence backs the list's top buyers (the run's, whatever the search, filters and marks); null before the first list. */
  answer: answerStrengthSchema.nullable(),
  ...buyersHiddenShape,
});
export type BuyersReply = z.infer<typeof buyersReplySchema>;

export const RUN_STATUSES = ['processing', 'completed', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** One run of GET /api/algo-status (spec part 2 §3 Algorithm status). */
export const algoStatusItemSchema = z.object({
  id: z.string(),
  company: z.string(),
  company_name: z.string(),
  user: z.string(),
  /** Whether the run is the caller's own (its failure opens the error dialog). */
  own: z.boolean(),
  status: z.enum(RUN_STATUSES),
  current_step: z.number().int().min(1).max(4),
  called_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type AlgoStatusItem = z.infer<typeof algoStatusItemSchema>;
export const algoStatusReplySchema = z.object({
  runs: z.array(algoStatusItemSchema),
  /** Recent completed runs' median duration in ms: the progress modal's estimate; null before any. */
  estimate_ms: z.number().nullable(),
});
export type AlgoStatusReply = z.infer<typeof algoStatusReplySchema>;

export const generationStartedSchema = z.object({ message: z.string(), run: algoStatusItemSchema });

/** POST /api/buyers-feedback. An empty review is sent as '-' (the client's part); only spaces is refused. */
export const buyersFeedbackSchema = z.object({
  company_id: z.string().max(64),
  rating: z
    .number({ error: florenceMessages.ratingRequired })
    .int(florenceMessages.ratingRequired)
    .min(1, florenceMessages.ratingRequired)
    .max(RATING_MAX, florenceMessages.ratingRequired),
  review: z
    .string()
    .max(REVIEW_MAX, florenceMessages.reviewTooLong)
    .refine((text) => text === '' || text.trim() !== '', florenceMessages.reviewEmpty)
    .default('-'),
  company_name: z.string().max(255).optional(),
  user_input: userInputSchema.optional(),
});
export type BuyersFeedback = z.input<typeof buyersFeedbackSchema>;

/** The review as stored: an empty one becomes '-' (spec part 2 §5). */
export const storedReview = (review: string) => (review.trim() === '' ? '-' : review);
