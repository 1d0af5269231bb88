import { z } from 'zod';
import { commonMessages } from '../shared/messages.js';

/**
 * What an investor did in one deal (issue 39): bought a company, invested in one, sold one (divestiture),
 * or anything else an operator's data records.
 */
export const DEAL_KINDS = ['acquisition', 'investment', 'divestiture', 'other'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

/**
 * One deal of an investor, as GET /api/investor/{id} lists it: the spec's activity fields (date, title,
 * description, url: the source) and the deal's own. `counterpart_investor_id`: the counterpart as a
 * company of the dataset (same website, else same name), for the link; null when it is not one.
 * `amount_usd` is in dollars (not millions, as the investors' preferences are).
 */
export const investorDealSchema = z.object({
  date: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  kind: z.enum(DEAL_KINDS),
  counterpart_name: z.string().nullable(),
  counterpart_url: z.string().nullable(),
  counterpart_naics: z.string().nullable(),
  counterpart_categories: z.array(z.string()),
  amount_usd: z.number().nullable(),
  counterpart_investor_id: z.string().nullable(),
});
export type InvestorDeal = z.infer<typeof investorDealSchema>;

/** The activity's title the detail shows for a deal: what happened, with whom. */
export function dealTitle(kind: DealKind, counterpart: string): string {
  const verbs: Record<DealKind, string> = {
    acquisition: 'Acquired',
    investment: 'Invested in',
    divestiture: 'Sold',
    other: 'Deal with',
  };
  return `${verbs[kind]} ${counterpart}`;
}

/** The most a text cell may hold: a report names the field and the limit, never stores the rest. */
export const DEAL_TEXT_LIMITS = { name: 200, description: 5_000, url: 500, category: 100, categories: 30 } as const;

/** What an operator's deals CSV may say wrong, one reason per rejected row (the import's report). */
export const dealImportMessages = {
  investorRequired: 'investor_name or investor_website is required: it says whose deal this is',
  counterpartRequired: 'counterpart_name is required',
  textTooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en-US')} characters`,
  tooMany: (field: string, max: number) => `${field} may list at most ${max} values`,
  kind: `kind must be one of: ${DEAL_KINDS.join(', ')}`,
  dateRequired: 'date is required',
  date: 'date must be a date such as 2024-03-31 (or 03/31/2024)',
  futureDate: 'date must not be in the future',
  amount: 'amount_usd must be an amount in US dollars, 0 or more (such as 2500000, $2.5M or 1.2B)',
  naics: 'counterpart_naics must be a NAICS code of 2 to 6 digits',
  url: (field: string) => `${field} must be a web address starting with http:// or https://`,
  nul: commonMessages.nulCharacter,
} as const;

/** Why a row read was not added: the report's words for the outcomes that are not a rejection by the row's own cells. */
export const dealImportOutcomes = {
  updated: 'Updated the deal already recorded for this investor, counterpart and date',
  repeated: (line: number) => `Same deal as line ${line} (same investor, counterpart and date): counted once, there`,
  unmatched: (investor: string) => `No investor in the dataset has this website or name: ${investor}`,
} as const;
