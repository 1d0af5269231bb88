import { z } from 'zod';
import { commonMessages } from '../shared/messages.js';
import { SECTORS } from '../taxonomy/sector-names.js';
import { usStateName } from '../taxonomy/locations.js';
import { INVESTOR_TYPES, investorActivitySchema, type Investor, type InvestorActivity } from './investor.js';
import { investorMessages } from './messages.js';
import { NOT_DISCLOSED } from './preferences.js';

/** What an operator's investor CSV may say wrong, one reason per rejected row (import report). */
export const investorImportMessages = {
  nameRequired: 'company_name is required',
  nameTooLong: 'company_name must be at most 200 characters',
  url: 'url must be a web address starting with http:// or https://',
  sourceUrl: 'sources must be web addresses starting with http:// or https://',
  activityUrl: 'an activity url must be a web address starting with http:// or https://',
  textTooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en-US')} characters`,
  tooMany: (field: string, max: number) => `${field} may list at most ${max} values`,
  amount: (field: string) => `${field} must be an amount in millions, 0 or more`,
  unknownType: investorMessages.unknownType,
  naics: `naics_six_digit_industry: ${investorMessages.naicsCode}`,
  unknownSector: (value: string) => `Unknown sector: ${value}`,
  activities: 'activities must be a JSON list of { date, title, description, url }',
  nul: commonMessages.nulCharacter,
} as const;

const m = investorImportMessages;
const { textTooLong, tooMany } = m;

/** A cell as text: trimmed, empty as null, refused when longer than `max`. */
const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.textTooLong(field, max))
    .transform((value) => value || null);

/** A list in one cell: values separated by ';' or '|' (commas stay inside values). */
export const listCell = (field: string, maxItems: number, maxLength = 100) =>
  z
    .string()
    .transform((value) =>
      value
        .split(/[;|]/)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(maxLength, textTooLong(field, maxLength))).max(maxItems, tooMany(field, maxItems)));

/** "$1,500.5", "12" or empty: millions. */
const amount = (field: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      // 'Not disclosed' is how the product's own export writes an empty preference.
      if (!value || value.toLowerCase() === NOT_DISCLOSED.toLowerCase()) return null;
      const number = Number(value.replace(/[$,\s]/g, ''));
      if (!Number.isFinite(number) || number < 0) {
        ctx.addIssue({ code: 'custom', message: m.amount(field) });
        return z.NEVER;
      }
      return number;
    });

/** Links are shown as links: only http(s), never javascript:, data: or a relative path. */
const isWebAddress = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

const webAddress = z
  .string()
  .trim()
  .max(500, m.textTooLong('url', 500))
  .refine((value) => !value || isWebAddress(value), m.url)
  .transform((value) => value.replace(/\/+$/, '') || null);

const investorType = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase() || 'corporation')
  .pipe(z.enum(INVESTOR_TYPES, { error: m.unknownType }));

const activities = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: m.activities });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        investorActivitySchema.extend({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .nullable()
            .default(null),
          title: z.string().trim().min(1).max(300),
          description: z.string().max(5_000).nullable().default(null),
          url: z
            .string()
            .max(500)
            .refine((value) => isWebAddress(value.trim()), m.activityUrl)
            .nullable()
            .default(null),
        }),
        { error: m.activities },
      )
      .max(500, m.activities),
  );

/**
 * One row of an investor CSV, as text cells keyed by our field names (after the column mapping).
 * Absent cells are empty. Lists (keywords, sector_focus, specialty_interests, attribute_interests,
 * sources) separate values with ';' or '|'; activities are JSON.
 */
export const investorImportRowSchema = z
  .object({
    company_name: z.string().trim().min(1, m.nameRequired).max(200, m.nameTooLong),
    url: webAddress,
    description: text('description', 20_000),
    keywords: listCell('keywords', 50),
    type: investorType,
    naics_six_digit_industry: z
      .string()
      .trim()
      .refine((value) => !value || /^\d{2,6}$/.test(value), m.naics)
      .transform((value) => value || null),
    us_state_full: text('us_state_full', 100).transform((value) => (value ? (usStateName(value) ?? value) : null)),
    country: text('country', 100),
    hq_address: text('hq_address', 300),
    broad_specialty: text('broad_specialty', 200),
    narrow_specialty: text('narrow_specialty', 200),
    sector_focus: listCell('sector_focus', SECTORS.length).superRefine((values, ctx) => {
      const unknown = values.find((value) => !(SECTORS as readonly string[]).includes(value));
      if (unknown) ctx.addIssue({ code: 'custom', message: m.unknownSector(unknown) });
    }),
    specialty_interests: listCell('specialty_interests', 50),
    attribute_interests: listCell('attribute_interests', 50),
    supply_chain_position: text('supply_chain_position', 200),
    preferred_ebitda: amount('preferred_ebitda'),
    preferred_revenue: amount('preferred_revenue'),
    preferred_ev: amount('preferred_ev'),
    typical_equity_investments: amount('typical_equity_investments'),
    super_sector: text('super_sector', 200),
    market_cap: text('market_cap', 50),
    sources: listCell('sources', 20, 500).refine((links) => links.every(isWebAddress), m.sourceUrl),
    activities,
  })
  .transform((row) => {
    const links = row.url && !row.sources.includes(row.url) ? [row.url, ...row.sources] : row.sources;
    return {
      ...row,
      sources: links.map((url, index) => ({ title: index === 0 && url === row.url ? 'Company website' : `Source ${index + 1}`, url })),
    };
  });

export type InvestorImportRow = Omit<Investor, 'id'> & { activities: InvestorActivity[] };

/** The fields an import may fill: the keys of a mapping file. */
export const INVESTOR_IMPORT_FIELDS = Object.keys(investorImportRowSchema.in.shape) as (keyof typeof investorImportRowSchema.in.shape)[];
export type InvestorImportField = (typeof INVESTOR_IMPORT_FIELDS)[number];

/**
 * Column headers understood without a mapping file, besides the field names themselves: those of the
 * product's own investor CSV export (spec part 2 §3), so an export can be imported back.
 */
export const INVESTOR_IMPORT_HEADER_ALIASES: Record<string, InvestorImportField> = {
  name: 'company_name',
  'naics industry': 'naics_six_digit_industry',
  state: 'us_state_full',
  'broad specialty': 'broad_specialty',
  'narrow specialty': 'narrow_specialty',
  'preferred ebitda (mm)': 'preferred_ebitda',
  'preferred revenue (mm)': 'preferred_revenue',
  'preferred ev (mm)': 'preferred_ev',
  'equity investment (mm)': 'typical_equity_investments',
};

/**
 * What makes two rows one company: the same name (the default: a fund and its manager may share one
 * website), or, when the mapping says `"key": "url"`, the same website (else, without one, the same name).
 */
export const INVESTOR_IMPORT_KEYS = ['company_name', 'url'] as const;
export type InvestorImportKey = (typeof INVESTOR_IMPORT_KEYS)[number];

const header = z.string().min(1).max(200);

/** A mapping file: our field -> the CSV header holding it, and optionally the `key` that identifies a company. */
export const investorImportMappingSchema = z
  .object({
    key: z.enum(INVESTOR_IMPORT_KEYS, { error: `key must be one of: ${INVESTOR_IMPORT_KEYS.join(', ')}` }).optional(),
    ...Object.fromEntries(INVESTOR_IMPORT_FIELDS.map((field) => [field, header.optional()])),
  })
  .strict();
export type InvestorImportMapping = { key?: InvestorImportKey } & Partial<Record<InvestorImportField, string>>;

/** Why a row read was not added as a company of its own: the import report's words. */
export const investorImportOutcomes = {
  updated: (name: string, key: InvestorImportKey) =>
    `Updated the investor already in the table with the same ${key === 'url' ? 'website' : 'company_name'} (${name})`,
  repeated: (line: number, key: InvestorImportKey) =>
    `Same company as line ${line} (same ${key === 'url' ? 'website' : 'company_name'}): applied to it as an update`,
} as const;
