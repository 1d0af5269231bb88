import type { AdvancedSearch } from '@dealscout/domain';
import { ACQUIRED_WITHIN_OPTIONS, applicableAdvanced, RANGE_FIELDS, rangeLabel } from './advanced-filters';
import { investorTypeLabel } from './investor-facts';
import { changeSearch, type SearchState } from './search-state';

/** One filter in force, shown as a closable tag above the results. */
export interface ActiveFilter {
  key: string;
  label: string;
  /** The state without this filter. */
  without: (state: SearchState) => SearchState;
}

const withoutItem =
  <K extends 'keywords' | 'naics' | 'sectors'>(key: K, item: string) =>
  (state: SearchState) => {
    const advanced: AdvancedSearch = { ...state.advanced, [key]: state.advanced[key]?.filter((value) => value !== item) };
    if (!advanced[key]?.length) delete advanced[key];
    return changeSearch(state, { advanced });
  };

/** The filters that shape the results, in the drawers' order: what a reload restores, visible at a glance. */
export function activeFilters(state: SearchState, naicsName: (code: string) => string | undefined = () => undefined): ActiveFilter[] {
  const advanced = applicableAdvanced(state.advanced, state.type);
  return [
    ...state.state.map((name) => ({
      key: `state:${name}`,
      label: `State: ${name}`,
      without: (current: SearchState) => changeSearch(current, { state: current.state.filter((value) => value !== name) }),
    })),
    ...state.type.map((type) => ({
      key: `type:${type}`,
      label: `Type: ${investorTypeLabel(type)}`,
      without: (current: SearchState) => changeSearch(current, { type: current.type.filter((value) => value !== type) }),
    })),
    ...(advanced.keywords ?? []).map((keyword) => ({
      key: `keyword:${keyword}`,
      label: `Keyword: ${keyword}`,
      without: withoutItem('keywords', keyword),
    })),
    ...(advanced.naics ?? []).map((code) => {
      const name = naicsName(code);
      return { key: `naics:${code}`, label: `NAICS: ${name ? `${code} ${name}` : code}`, without: withoutItem('naics', code) };
    }),
    ...(advanced.sectors ?? []).map((sector) => ({
      key: `sector:${sector}`,
      label: `Sector: ${sector}`,
      without: withoutItem('sectors', sector),
    })),
    ...(advanced.acquired_within_years
      ? [
          {
            key: 'acquired',
            label: `Acquired: ${ACQUIRED_WITHIN_OPTIONS.find((option) => option.value === advanced.acquired_within_years)?.label.toLowerCase() ?? `in the last ${advanced.acquired_within_years} years`}`,
            without: (current: SearchState) => {
              const { acquired_within_years: _removed, ...rest } = current.advanced;
              return changeSearch(current, { advanced: rest });
            },
          },
        ]
      : []),
    ...RANGE_FIELDS.flatMap(({ key, label }) => {
      const range = advanced[key];
      if (!range) return [];
      return [
        {
          key: `range:${key}`,
          label: `${label}: ${rangeLabel(range)}`,
          without: (current: SearchState) => {
            const { [key]: _removed, ...rest } = current.advanced;
            return changeSearch(current, { advanced: rest });
          },
        },
      ];
    }),
  ];
}
