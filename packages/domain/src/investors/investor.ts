import { z } from 'zod';
import { investorDealSchema } from './deal.js';
import { INVESTOR_TYPES } from './investor-types.js';

export { INVESTOR_TYPES, type InvestorType } from './investor-types.js';

/** The size bucket of a listed company, as the shipped dataset has it; Florence weighs it. */
export const MARKET_CAP_BUCKETS = ['Mega Cap', 'Large Cap', 'Mid Cap', 'Small Cap', 'Micro Cap', 'Nano Cap'] as const;

/** One link of the Source modal (numbered in the order given). */
export const investorSourceSchema = z.object({ title: z.string(), url: z.string() });
export type InvestorSource = z.infer<typeof investorSourceSchema>;

/** Amounts in millions of USD; null where the data has none (the page shows '-'). */
const millions = z.number().nullable();

/**
 * An investor or company of the dataset with every field of spec part 2 §3 "Investor", plus
 * `market_cap` (size bucket) and `sources` (the Source modal).
 * - `broad_specialty` / `narrow_specialty`: industry group / industry of the source data;
 * - `super_sector`: the source's own sector ("Health Care"); `sector_focus`: sectors of the 12-sector
 *   taxonomy (SECTORS) the investor is in or invests in;
 * - `naics_six_digit_industry`: a NAICS 2022 code (usually six digits, sometimes a 3- or 4-digit parent).
 */
export const investorSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  type: z.enum(INVESTOR_TYPES),
  naics_six_digit_industry: z.string().nullable(),
  us_state_full: z.string().nullable(),
  country: z.string().nullable(),
  hq_address: z.string().nullable(),
  broad_specialty: z.string().nullable(),
  narrow_specialty: z.string().nullable(),
  sector_focus: z.array(z.string()),
  specialty_interests: z.array(z.string()),
  attribute_interests: z.array(z.string()),
  supply_chain_position: z.string().nullable(),
  preferred_ebitda: millions,
  preferred_revenue: millions,
  preferred_ev: millions,
  typical_equity_investments: millions,
  super_sector: z.string().nullable(),
  market_cap: z.string().nullable(),
  sources: z.array(investorSourceSchema),
});
export type Investor = z.infer<typeof investorSchema>;

/** A row of the search table: the investor and its rank score, 0-100 (fit to the selected company, or text relevance). */
export const investorRowSchema = investorSchema.extend({
  score: z.number().int().min(0).max(100),
  /** How many deals the data records for it (imported deal history; 0 for the shipped data). */
  deal_count: z.number().int().min(0).optional(),
  /** A description search: the words of the profile that matched, as the profile writes them. */
  matched_words: z.array(z.string()).optional(),
});
export type InvestorRow = z.infer<typeof investorRowSchema>;

/** One dated deal or event of an investor. The shipped dataset has none; imported data may. */
export const investorActivitySchema = z.object({
  date: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
});
export type InvestorActivity = z.infer<typeof investorActivitySchema>;

/** GET /api/investor/{id}: the investor and its deals (the spec's activities, with the deal's own fields), newest first. */
export const investorDetailSchema = z.object({ investor: investorSchema, activities: z.array(investorDealSchema) });
export type InvestorDetail = z.infer<typeof investorDetailSchema>;

/**
 * GET /api/dataset. `remaining_trial`: free searches left for a trial user (the banner's count); null
 * for a user the trial does not apply to (professional or subscribed). `total_capped`: the search of a
 * large table matched more than `total` (1,000) and stopped counting there; the table shows '1,000+'.
 */
/** A filter a description named ("in Texas"): `key` (`state:Texas`) is what removes it; `words` left the query. */
export const descriptionChipSchema = z.object({
  key: z.string(),
  kind: z.enum(['state', 'country', 'type', 'sector']),
  value: z.string(),
  words: z.string(),
});
export type DescriptionChip = z.infer<typeof descriptionChipSchema>;

export const datasetReplySchema = z.object({
  data: z.array(investorRowSchema),
  total: z.number().int(),
  total_capped: z.boolean().optional(),
  remaining_trial: z.number().int().nullable(),
  /**
   * A description search: the words it ranked by and the filters it read; `widened`, the places it named
   * that were lifted because no row there held its words.
   */
  description: z
    .object({ query: z.string(), chips: z.array(descriptionChipSchema), widened: z.array(descriptionChipSchema).optional() })
    .optional(),
});
export type DatasetReply = z.infer<typeof datasetReplySchema>;
