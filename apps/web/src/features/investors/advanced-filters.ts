import {
  formatMoney,
  INVESTOR_TYPES,
  sliderToMillions,
  SLIDER_MAX,
  SLIDER_MIN,
  type AdvancedSearch,
  type InvestorType,
} from '@dealscout/domain';

/** The four financial sliders of the Advanced Filters drawer, in the order shown. */
export const RANGE_FIELDS = [
  { key: 'ebitda', label: 'Preferred EBITDA' },
  { key: 'revenue', label: 'Preferred Revenue' },
  { key: 'ev', label: 'Preferred EV' },
  { key: 'equity_investment', label: 'Equity Investment' },
] as const;
export type Range = [number, number];

/** "Made an acquisition in the last N years": the choices of the drawer's select. */
export const ACQUIRED_WITHIN_OPTIONS = [1, 2, 3, 5, 10].map((years) => ({
  value: years,
  label: years === 1 ? 'In the last year' : `In the last ${years} years`,
}));

export const FULL_RANGE: Range = [SLIDER_MIN, SLIDER_MAX];

const FINANCIAL_TYPE = INVESTOR_TYPES[2];

/**
 * Which parts of the Advanced Filters drawer apply to the chosen types (spec part 2 §5): the first two
 * types (venture capital, corporation) have NAICS and sectors, the third (private equity) the financial
 * sliders. With no type chosen every part applies.
 */
export function advancedSections(types: readonly InvestorType[]) {
  const any = types.length === 0;
  return {
    classification: any || types.some((type) => type !== FINANCIAL_TYPE),
    financials: any || types.includes(FINANCIAL_TYPE),
  };
}

/** A NAICS code as the select holds it: 2 to 6 digits, or a sector written as a range ('31-33'). */
export const NAICS_CODE = /^(\d{2,6}|\d{2}-\d{2})$/;

/** The codes the API matches for a selected code: a range sector stands for each of its two-digit sectors. */
export function naicsQueryCodes(code: string): string[] {
  const range = /^(\d{2})-(\d{2})$/.exec(code);
  if (!range) return [code];
  const [first, last] = [Number(range[1]), Number(range[2])];
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => String(first + index));
}

const isFullRange = (range: Range | undefined) => !range || (range[0] <= SLIDER_MIN && range[1] >= SLIDER_MAX);

/** The advanced filters in force for the chosen types: parts of types not chosen, empty lists and untouched sliders left out. */
export function applicableAdvanced(advanced: AdvancedSearch, types: readonly InvestorType[]): AdvancedSearch {
  const sections = advancedSections(types);
  const result: AdvancedSearch = {};
  if (advanced.keywords?.length) result.keywords = advanced.keywords;
  if (advanced.acquired_within_years) result.acquired_within_years = advanced.acquired_within_years;
  if (sections.classification && advanced.naics?.length) result.naics = advanced.naics;
  if (sections.classification && advanced.sectors?.length) result.sectors = advanced.sectors;
  if (sections.financials) {
    for (const { key } of RANGE_FIELDS) {
      const range = advanced[key];
      if (range && !isFullRange(range)) result[key] = range;
    }
  }
  return result;
}

/** The advanced search to send: the applicable filters, range sectors as their two-digit codes. */
export function advancedQuery(advanced: AdvancedSearch, types: readonly InvestorType[]): AdvancedSearch {
  const applicable = applicableAdvanced(advanced, types);
  return applicable.naics ? { ...applicable, naics: [...new Set(applicable.naics.flatMap(naicsQueryCodes))] } : applicable;
}

/** A slider position as the drawer shows it: 0 -> "$1mm", 100 -> "$1,000mm". */
export const sliderLabel = (position: number) => formatMoney(sliderToMillions(position) * 1_000_000);

/** "$1mm - $31.62mm". */
export const rangeLabel = ([low, high]: Range) => `${sliderLabel(low)} - ${sliderLabel(high)}`;
