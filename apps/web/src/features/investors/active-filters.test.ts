import { describe, expect, it } from 'vitest';
import { activeFilters } from './active-filters';
import { EMPTY_SEARCH, type SearchState } from './search-state';

const state: SearchState = {
  ...EMPTY_SEARCH,
  search: 'care',
  state: ['Texas'],
  type: ['corporation', 'private equity'],
  advanced: { keywords: ['clinic'], naics: ['6211'], sectors: ['Healthcare'], revenue: [0, 50] },
  page: 4,
};

describe('filters in force', () => {
  it('lists each filter with a readable label, NAICS codes named when known', () => {
    const labels = activeFilters(state, (code) => (code === '6211' ? 'Offices of Physicians' : undefined)).map((filter) => filter.label);
    expect(labels).toEqual([
      'State: Texas',
      'Type: Corporation',
      'Type: Private Equity',
      'Keyword: clinic',
      'NAICS: 6211 Offices of Physicians',
      'Sector: Healthcare',
      'Preferred Revenue: $1mm - $31.62mm',
    ]);
  });

  it('leaves out advanced parts the chosen types do not use', () => {
    const labels = activeFilters({ ...state, type: ['private equity'] }).map((filter) => filter.label);
    expect(labels).not.toContain('Sector: Healthcare');
    expect(labels).toContain('Preferred Revenue: $1mm - $31.62mm');
  });

  it('removes one filter and goes back to the first page', () => {
    const filters = activeFilters(state);
    const without = (key: string) => filters.find((filter) => filter.key === key)!.without(state);
    expect(without('type:corporation')).toMatchObject({ type: ['private equity'], page: 1, search: 'care' });
    expect(without('keyword:clinic').advanced).toEqual({ naics: ['6211'], sectors: ['Healthcare'], revenue: [0, 50] });
    expect(without('range:revenue').advanced).toEqual({ keywords: ['clinic'], naics: ['6211'], sectors: ['Healthcare'] });
    expect(without('state:Texas').state).toEqual([]);
  });
});

describe('the deal-history filter', () => {
  it('shows "made an acquisition in the last N years" as a tag that removes it', () => {
    const acquired: SearchState = { ...EMPTY_SEARCH, advanced: { acquired_within_years: 5 } };
    const [tag] = activeFilters(acquired);
    expect(tag?.label).toBe('Acquired: in the last 5 years');
    expect(tag!.without(acquired).advanced).toEqual({});
  });
});
