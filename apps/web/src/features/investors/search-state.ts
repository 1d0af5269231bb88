import {
  ACQUIRED_WITHIN_MAX,
  DATASET_PAGE_SIZE,
  DATASET_SORTS,
  DATASET_TABS,
  DESCRIBE_MAX_LENGTH,
  INVESTOR_TYPES,
  KEYWORD_MAX_LENGTH,
  KEYWORDS_MAX,
  SEARCH_MAX_LENGTH,
  SECTORS,
  SLIDER_MAX,
  SLIDER_MIN,
  type AdvancedSearch,
  type DatasetSearchInput,
  type DatasetSort,
  type DatasetTab,
  type InvestorType,
} from '@dealscout/domain';
import { advancedQuery, NAICS_CODE, RANGE_FIELDS, type Range } from './advanced-filters';

/** The search box searches names (as typed) or descriptions (ranked by meaning, on Enter). */
export type SearchMode = 'name' | 'describe';

/**
 * What the investor search page shows: the search box (by name, or by description with the filters
 * the user removed from it), both drawers' filters, the tab, the sort and the page (1-based).
 */
export interface SearchState {
  mode: SearchMode;
  search: string;
  describe: string;
  describeOff: string[];
  state: string[];
  type: InvestorType[];
  tab: DatasetTab;
  advanced: AdvancedSearch;
  sort: DatasetSort;
  page: number;
}

export const DEFAULT_SORT: DatasetSort = '-score';

export const EMPTY_SEARCH: SearchState = {
  mode: 'name',
  search: '',
  describe: '',
  describeOff: [],
  state: [],
  type: [],
  tab: 'all',
  advanced: {},
  sort: DEFAULT_SORT,
  page: 1,
};

const MAX_STATES = 100;
const MAX_NAICS = 50;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
const unique = <T>(values: T[]) => [...new Set(values)];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function readRange(value: unknown): Range | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [low, high] = value as unknown[];
  if (!Number.isInteger(low) || !Number.isInteger(high)) return undefined;
  const range: Range = [low as number, high as number];
  return range[0] >= SLIDER_MIN && range[1] <= SLIDER_MAX && range[0] <= range[1] ? range : undefined;
}

/** The advanced filters of a URL, what the API would refuse left out (a link edited by hand, an old bookmark). */
function readAdvanced(text: string | null): AdvancedSearch {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const source = parsed as Record<string, unknown>;
  const advanced: AdvancedSearch = {};
  const keywords = unique(strings(source.keywords).map((keyword) => keyword.trim()))
    .filter((keyword) => keyword && keyword.length <= KEYWORD_MAX_LENGTH)
    .slice(0, KEYWORDS_MAX);
  if (keywords.length) advanced.keywords = keywords;
  const naics = unique(strings(source.naics).filter((code) => NAICS_CODE.test(code))).slice(0, MAX_NAICS);
  if (naics.length) advanced.naics = naics;
  const sectors = unique(strings(source.sectors).filter(isOneOf(SECTORS)));
  if (sectors.length) advanced.sectors = sectors;
  for (const { key } of RANGE_FIELDS) {
    const range = readRange(source[key]);
    if (range) advanced[key] = range;
  }
  const years = source.acquired_within_years;
  if (typeof years === 'number' && Number.isInteger(years) && years >= 1 && years <= ACQUIRED_WITHIN_MAX)
    advanced.acquired_within_years = years;
  return advanced;
}

/** The search box and the two filters of the Filters drawer, as the investor search and Florence's list share them. */
export interface SearchFilters {
  search: string;
  state: string[];
  type: InvestorType[];
}

/** The search and filters of a URL query, what the API would refuse left out. */
export const filtersFromQuery = (params: URLSearchParams): SearchFilters => ({
  search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
  state: unique(params.getAll('state').filter((state) => state.trim() && state.length <= 100)).slice(0, MAX_STATES),
  type: unique(params.getAll('type').filter(isOneOf(INVESTOR_TYPES))),
});

/** Adds the search (trimmed) and filters to a URL query, an empty search left out. */
export function appendFilters(params: URLSearchParams, filters: SearchFilters) {
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const value of filters.state) params.append('state', value);
  for (const value of filters.type) params.append('type', value);
}

/** The page's state from its URL query; anything unknown or malformed falls back to the default. */
export function searchStateFromQuery(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const tab = params.get('tab');
  const sort = params.get('sort');
  const describe = (params.get('describe') ?? '').slice(0, DESCRIBE_MAX_LENGTH);
  return {
    ...filtersFromQuery(params),
    mode: params.get('mode') === 'describe' || describe ? 'describe' : 'name',
    describe,
    describeOff: unique(params.getAll('describe_off').filter((key) => key.trim() && key.length <= 100)).slice(0, 20),
    tab: isOneOf(DATASET_TABS)(tab) ? tab : 'all',
    advanced: readAdvanced(params.get('advanced')),
    sort: isOneOf(DATASET_SORTS)(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const hasAdvanced = (advanced: AdvancedSearch) => Object.keys(advanced).length > 0;

/** The URL query of a state, defaults left out, so a reload or a shared link shows the same search. */
export function searchStateToQuery(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.mode === 'describe') {
    params.set('mode', 'describe');
    if (state.describe.trim()) params.set('describe', state.describe.trim());
    for (const key of state.describeOff) params.append('describe_off', key);
  }
  appendFilters(params, state.mode === 'describe' ? { ...state, search: '' } : state);
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (hasAdvanced(state.advanced)) params.set('advanced', JSON.stringify(state.advanced));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /api/dataset's input for the state: one page of 10, ranked for the selected company when there is one. */
export function datasetInputOf(state: SearchState, companyId: string | null): DatasetSearchInput {
  const described = state.mode === 'describe' && !!state.describe.trim();
  return {
    search: state.mode === 'name' ? state.search : '',
    ...(described ? { describe: state.describe, describe_off: state.describeOff } : {}),
    state: state.state,
    type: state.type,
    tab: state.tab,
    advanced_search: advancedQuery(state.advanced, state.type),
    sort: state.sort,
    offset: (state.page - 1) * DATASET_PAGE_SIZE,
    limit: DATASET_PAGE_SIZE,
    user_company_id: companyId,
  };
}

/** A change of what is searched for starts again on the first page. */
export function changeSearch(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}
