import { z } from 'zod';
import { DEAL_KINDS, DEAL_TEXT_LIMITS as limits, dealImportMessages as m } from './deal.js';
import { listCell } from './import-row.js';

/** A cell as text: trimmed, empty as null, refused when longer than `max`. */
const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.textTooLong(field, max))
    .transform((value) => value || null);

/** Links are shown as links: only http(s), never javascript:, data: or a relative path. */
const webAddress = (field: string) =>
  z
    .string()
    .trim()
    .max(limits.url, m.textTooLong(field, limits.url))
    .refine((value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), m.url(field))
    .transform((value) => value.replace(/\/+$/, '') || null);

const SCALES: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

/** "$2,500,000", "2.5M", "1.2 bn" or empty: US dollars. */
const amount = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return null;
    const parts = /^\$?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*([a-z]*)$/i.exec(value.replace(/^usd\s*/i, ''));
    const scale = parts ? (parts[2] ? SCALES[parts[2].toLowerCase()] : 1) : undefined;
    const number = parts && scale ? Number(parts[1]!.replace(/,/g, '')) * scale : NaN;
    if (!Number.isFinite(number) || number < 0) {
      ctx.addIssue({ code: 'custom', message: m.amount });
      return z.NEVER;
    }
    return number;
  });

/** A calendar date that exists, as YYYY-MM-DD, from ISO (a time after it is ignored) or US month/day/year; else null. */
export function dealDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][0-9:.]+Z?)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

const categories = listCell('counterpart_categories', limits.categories, limits.category);

/**
 * One row of a deals CSV, as text cells keyed by our field names (after the column mapping); absent cells
 * are empty. `today` (YYYY-MM-DD) is the last date a deal may carry. The investor is named by its website,
 * its name, or both; the kind defaults to an acquisition (what a deal history mostly records).
 */
export const dealImportRowSchema = (today: string) =>
  z
    .object({
      investor_name: text('investor_name', limits.name),
      investor_website: webAddress('investor_website'),
      kind: z
        .string()
        .trim()
        .transform((value) => value.toLowerCase() || 'acquisition')
        .pipe(z.enum(DEAL_KINDS, { error: m.kind })),
      counterpart_name: z.string().trim().min(1, m.counterpartRequired).max(limits.name, m.textTooLong('counterpart_name', limits.name)),
      counterpart_website: webAddress('counterpart_website'),
      counterpart_description: text('counterpart_description', limits.description),
      counterpart_naics: z
        .string()
        .trim()
        .refine((value) => !value || /^\d{2,6}$/.test(value), m.naics)
        .transform((value) => value || null),
      counterpart_categories: categories,
      amount_usd: amount,
      date: z
        .string()
        .trim()
        .min(1, { error: m.dateRequired, abort: true })
        .transform((value, ctx) => {
          const date = dealDate(value);
          if (!date) ctx.addIssue({ code: 'custom', message: m.date });
          else if (date > today) ctx.addIssue({ code: 'custom', message: m.futureDate });
          return date ?? z.NEVER;
        }),
      source_url: webAddress('source_url'),
    })
    .refine((row) => row.investor_name || row.investor_website, { message: m.investorRequired, path: ['investor_name'] });

export type DealImportRow = z.output<ReturnType<typeof dealImportRowSchema>>;

/** The fields a deals import may fill: the keys of a mapping. */
export const DEAL_IMPORT_FIELDS = [
  'investor_name',
  'investor_website',
  'kind',
  'counterpart_name',
  'counterpart_website',
  'counterpart_description',
  'counterpart_naics',
  'counterpart_categories',
  'amount_usd',
  'date',
  'source_url',
] as const;
export type DealImportField = (typeof DEAL_IMPORT_FIELDS)[number];

/**
 * Column headers understood without a mapping, besides the field names themselves: the usual words of deal
 * exports (an acquirer and its target, a deal date and value).
 */
export const DEAL_IMPORT_HEADER_ALIASES: Record<string, DealImportField> = {
  acquirer: 'investor_name',
  buyer: 'investor_name',
  investor: 'investor_name',
  acquirer_name: 'investor_name',
  acquirer_website: 'investor_website',
  buyer_website: 'investor_website',
  investor_url: 'investor_website',
  deal_type: 'kind',
  type: 'kind',
  target: 'counterpart_name',
  target_name: 'counterpart_name',
  company: 'counterpart_name',
  target_website: 'counterpart_website',
  target_description: 'counterpart_description',
  description: 'counterpart_description',
  target_naics: 'counterpart_naics',
  naics: 'counterpart_naics',
  categories: 'counterpart_categories',
  industry: 'counterpart_categories',
  target_industry: 'counterpart_categories',
  deal_value: 'amount_usd',
  price_usd: 'amount_usd',
  amount: 'amount_usd',
  deal_date: 'date',
  acquired_at: 'date',
  announced_date: 'date',
  source: 'source_url',
  url: 'source_url',
};

const header = z.string().min(1).max(200);

/** A mapping: our field -> the CSV header holding it. */
export const dealImportMappingSchema = z.object(Object.fromEntries(DEAL_IMPORT_FIELDS.map((field) => [field, header.optional()]))).strict();
export type DealImportMapping = Partial<Record<DealImportField, string>>;
