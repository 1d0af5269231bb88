import { z } from 'zod';
import type { EncodedQuery } from '../shared/route.js';
import { commonMessages } from '../shared/messages.js';
import { SECTORS } from '../taxonomy/sector-names.js';
import { INVESTOR_TYPES } from './investor.js';
import {
  DATASET_LIMIT_MAX,
  DATASET_PAGE_SIZE,
  DATASET_SORTS,
  DATASET_TABS,
  DESCRIBE_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  KEYWORDS_MAX,
  SEARCH_MAX_LENGTH,
  SLIDER_MAX,
  SLIDER_MIN,
} from './limits.js';
import { investorMessages as m } from './messages.js';

/** A slider range [low, high], each 0-100; [0, 100] (or absent) filters nothing. */
/** The longest "made an acquisition in the last N years" a search takes. */
export const ACQUIRED_WITHIN_MAX = 50;

const sliderRange = z
  .tuple([z.number(), z.number()], { error: m.rangeBounds })
  .refine(([low, high]) => [low, high].every((value) => value >= SLIDER_MIN && value <= SLIDER_MAX), m.rangeBounds)
  .refine(([low, high]) => low <= high, m.rangeOrder);

/**
 * The Advanced Filters drawer (spec part 2 §5): keywords (at most 6), NAICS codes (a code matches
 * itself and its children: '3254' matches '325412'), sectors of the taxonomy, and the four financial
 * sliders. Every part is optional. Within a part any value matches (an investor with one of the
 * keywords, in one of the sectors); the parts combine with AND. A slider range other than [0, 100]
 * keeps only investors with that figure in the range (the shipped data has none: it lacks them).
 */
export const advancedSearchSchema = z
  .object({
    keywords: z.array(z.string().trim().min(1).max(KEYWORD_MAX_LENGTH, m.keywordTooLong)).max(KEYWORDS_MAX, m.tooManyKeywords).optional(),
    naics: z
      .array(z.string().regex(/^\d{2,6}$/, m.naicsCode))
      .max(50, m.tooManyNaics)
      .optional(),
    sectors: z.array(z.enum(SECTORS, { error: m.unknownSector })).optional(),
    ebitda: sliderRange.optional(),
    revenue: sliderRange.optional(),
    ev: sliderRange.optional(),
    equity_investment: sliderRange.optional(),
    /** Made an acquisition in the last N years (issue 39: from imported deal history). */
    acquired_within_years: z
      .number({ error: m.acquiredWithin })
      .int(m.acquiredWithin)
      .min(1, m.acquiredWithin)
      .max(ACQUIRED_WITHIN_MAX, m.acquiredWithin)
      .optional(),
  })
  .strict();
export type AdvancedSearch = z.infer<typeof advancedSearchSchema>;

// The fields a dataset search and a saved search (saved-search.ts) share.
/** Punctuation alone matches no word, and no index finds it in names: every row would be read for nothing. */
export const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, m.searchTooLong)
  .refine((text) => !text || /[\p{L}\p{N}]/u.test(text), m.searchNeedsWord);
export const describeText = z
  .string()
  .trim()
  .min(1, { error: m.describeEmpty, abort: true })
  .max(DESCRIBE_MAX_LENGTH, m.describeTooLong)
  .refine((text) => !text.includes('\u0000'), commonMessages.nulCharacter)
  .refine((text) => /[\p{L}\p{N}]/u.test(text), m.describeNeedsWord);
export const stateName = z.string().trim().max(100, m.stateTooLong);
export const investorType = z.enum(INVESTOR_TYPES, { error: m.unknownType });
export const removedFilterKey = z.string().trim().max(100, m.tooManyRemovedFilters);
export const datasetTab = z.enum(DATASET_TABS, { error: m.unknownTab }).default('all');
export const datasetSort = z.enum(DATASET_SORTS, { error: m.unknownSort }).default('-score');
/** A search by name or by description, never both. */
export const notBothTexts = (query: { search?: string; describe?: string }) => !(query.describe && query.search);

/** A query parameter that may repeat (`state=A&state=B`), as a list without empty values. */
const repeated = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((entry) => entry !== ''),
    z.array(item).max(max, tooMany),
  );

const advancedSearchParam = z
  .string()
  .max(8_000, m.advancedSearchJson)
  .transform((text, ctx) => {
    if (!text.trim()) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: m.advancedSearchJson });
      return z.NEVER;
    }
    // An escaped \u0000 passes the server's check of the raw query; PostgreSQL text cannot hold it.
    if (JSON.stringify(parsed).includes('\\u0000')) {
      ctx.addIssue({ code: 'custom', message: commonMessages.nulCharacter });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.record(z.string(), z.unknown(), { error: m.advancedSearchJson }).pipe(advancedSearchSchema));

/**
 * GET /api/dataset's query (spec part 2 §7). `state` and `type` repeat; `advanced_search` is JSON;
 * `user_company_id` is the company selected in the header, whose fit ranks the rows. Build it with
 * datasetSearchParams().
 */
export const datasetSearchSchema = z
  .object({
    search: searchText.optional(),
    state: repeated(stateName, 100, m.tooManyStates),
    type: repeated(investorType, INVESTOR_TYPES.length, m.unknownType),
    tab: datasetTab,
    advanced_search: advancedSearchParam.optional(),
    sort: datasetSort,
    offset: z.coerce.number({ error: m.offset }).int(m.offset).min(0, m.offset).max(1_000_000_000, m.offset).default(0),
    limit: z.coerce.number({ error: m.limit }).int(m.limit).min(1, m.limit).max(DATASET_LIMIT_MAX, m.limit).default(DATASET_PAGE_SIZE),
    user_company_id: z.string().max(64).optional(),
    /**
     * Search by description: what the user looks for in their words, ranked by meaning and text over the
     * whole profile; places, types and sectors it names become filters (chips). Not with `search`.
     */
    describe: describeText.optional(),
    /** The keys of the description's filters the user removed (`state:Texas`): not applied, their words stay in the query. */
    describe_off: repeated(removedFilterKey, 20, m.tooManyRemovedFilters),
  })
  .refine(notBothTexts, { message: m.describeWithSearch, path: ['describe'] });
/** The query as the API reads it (defaults applied). */
export type DatasetSearch = z.output<typeof datasetSearchSchema>;

/** What the web app asks for; anything left out takes the default. */
export interface DatasetSearchInput {
  search?: string;
  state?: string[];
  type?: string[];
  tab?: (typeof DATASET_TABS)[number];
  advanced_search?: AdvancedSearch;
  sort?: (typeof DATASET_SORTS)[number];
  offset?: number;
  limit?: number;
  user_company_id?: string | null;
  describe?: string;
  describe_off?: string[];
}

/** No advanced filter chosen: every part missing or an empty list. */
export function isEmptyAdvanced(advanced: AdvancedSearch | undefined): boolean {
  if (!advanced) return true;
  return Object.values(advanced).every((value) => value === undefined || (Array.isArray(value) && value.length === 0));
}

/**
 * The query string of a dataset search, empty filters removed (spec part 2 §5): `/dataset?${...}`.
 */
export function datasetSearchParams(input: DatasetSearchInput): EncodedQuery<typeof datasetSearchSchema> {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => pairs.push([key, value]);
  if (input.search?.trim()) add('search', input.search.trim());
  for (const state of input.state ?? []) if (state) add('state', state);
  for (const type of input.type ?? []) if (type) add('type', type);
  if (input.tab && input.tab !== 'all') add('tab', input.tab);
  if (!isEmptyAdvanced(input.advanced_search)) add('advanced_search', JSON.stringify(input.advanced_search));
  if (input.sort) add('sort', input.sort);
  if (input.offset) add('offset', String(input.offset));
  if (input.limit) add('limit', String(input.limit));
  if (input.user_company_id) add('user_company_id', input.user_company_id);
  if (input.describe?.trim()) add('describe', input.describe.trim());
  for (const key of input.describe_off ?? []) if (key) add('describe_off', key);
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}
