import { savedSearchQuerySchema } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { savedQueryOf, searchStateOfSaved } from './saved-search-state';
import { EMPTY_SEARCH, type SearchState } from './search-state';

const roundTrip = (state: SearchState) => searchStateOfSaved(savedSearchQuerySchema.parse(savedQueryOf(state)));

describe('a saved search keeps the whole search and restores it', () => {
  it('a name search with filters, advanced filters, tab and sort, from the first page', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      search: ' dental ',
      state: ['Texas'],
      type: ['private equity'],
      tab: 'investors',
      advanced: { keywords: ['orthodontics'], ebitda: [10, 60] },
      sort: 'company_name',
      page: 3,
    };
    expect(roundTrip(state)).toEqual({ ...state, search: 'dental', page: 1 });
  });

  it('a description with a lifted filter; the name box of the other mode is not kept', () => {
    const state: SearchState = { ...EMPTY_SEARCH, mode: 'describe', search: 'left over', describe: 'dentists in Texas', describeOff: ['state:Texas'] };
    expect(savedQueryOf(state)).not.toHaveProperty('search');
    expect(roundTrip(state)).toEqual({ ...state, search: '' });
  });

  it('advanced filters that do not apply to the chosen types are not kept; a range sector is kept as its codes', () => {
    const state: SearchState = { ...EMPTY_SEARCH, type: ['private equity'], advanced: { naics: ['31-33'], revenue: [0, 100] } };
    expect(savedQueryOf(state)).not.toHaveProperty('advanced_search');
    expect(savedQueryOf({ ...EMPTY_SEARCH, advanced: { naics: ['31-33'] } }).advanced_search).toEqual({ naics: ['31', '32', '33'] });
  });
});
