import type { Investor } from '../investors/investor.js';
import { preferenceCell } from '../investors/preferences.js';
import type { Lead } from './lead.js';

/** The product's name, in leads file names of users who are not enterprise (spec part 2 §3). */
export const PRODUCT_NAME = 'Dealscout';

/** Lead export row (spec part 1 §3): these headers, in this order. */
export const LEAD_EXPORT_HEADERS = ['Name', 'URL', 'State', 'Country', 'Status', 'User Notes'] as const;

export const leadExportRow = (lead: Pick<Lead, 'lead_name' | 'url' | 'state' | 'country' | 'status' | 'user_notes'>): string[] => [
  lead.lead_name,
  lead.url,
  lead.state ?? '',
  lead.country ?? '',
  lead.status,
  lead.user_notes,
];

/** Investor CSV columns (spec part 2 §3), in this order. */
export const INVESTOR_EXPORT_HEADERS = [
  'Name',
  'URL',
  'Description',
  'Type',
  'NAICS Industry',
  'State',
  'Country',
  'Broad Specialty',
  'Narrow Specialty',
  'Preferred Ebitda (mm)',
  'Preferred Revenue (mm)',
  'Preferred EV (mm)',
  'Equity Investment (mm)',
] as const;

/** One investor as a CSV row; `naics` turns a code into its label ("621111 Offices of Physicians"). */
export const investorExportRow = (investor: Investor, naics: (code: string | null) => string): string[] => [
  investor.company_name,
  investor.url ?? '',
  investor.description ?? '',
  investor.type,
  investor.naics_six_digit_industry ? naics(investor.naics_six_digit_industry) : '',
  investor.us_state_full ?? '',
  investor.country ?? '',
  investor.broad_specialty ?? '',
  investor.narrow_specialty ?? '',
  preferenceCell(investor.preferred_ebitda),
  preferenceCell(investor.preferred_revenue),
  preferenceCell(investor.preferred_ev),
  preferenceCell(investor.typical_equity_investments),
];

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f<>:"/\\|?*]+/g;

/** A company's name as a file name may hold it: what no file system takes becomes a space; the product's when nothing is left. */
export const fileNameOf = (companyName: string) => companyName.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() || PRODUCT_NAME;

/**
 * The leads files' name without its extension: for an enterprise user the company's ('{company} Leads'),
 * for anyone else the product's ('Dealscout Leads'). Spec part 2 §3.
 */
export function leadsFileBase(role: string, companyName: string): string {
  return `${role === 'enterprise' ? fileNameOf(companyName) : PRODUCT_NAME} Leads`;
}

/** The investor files' names (spec part 2 §3). */
export const INVESTOR_FILE_BASE = 'investors';
