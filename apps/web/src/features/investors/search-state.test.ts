import { datasetSearchParams } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { changeSearch, datasetInputOf, EMPTY_SEARCH, searchStateFromQuery, searchStateToQuery, type SearchState } from './search-state';

const full: SearchState = {
  ...EMPTY_SEARCH,
  search: 'eye care',
  state: ['California', 'New York'],
  type: ['venture capital', 'private equity'],
  tab: 'investors',
  advanced: {
    keywords: ['ophthalmology', 'surgery'],
    naics: ['6211', '31-33'],
    sectors: ['Healthcare'],
    ebitda: [10, 60],
    acquired_within_years: 5,
  },
  sort: 'company_name',
  page: 3,
};

const fromQuery = (query: string) => searchStateFromQuery(new URLSearchParams(query));

describe('investor search state in the URL', () => {
  it('writes nothing for the default search', () => {
    expect(searchStateToQuery(EMPTY_SEARCH).toString()).toBe('');
    expect(fromQuery('')).toEqual(EMPTY_SEARCH);
  });

  it('reads back every filter, the tab, the sort and the page it wrote', () => {
    const query = searchStateToQuery(full).toString();
    expect(query).toContain('state=California&state=New+York');
    expect(fromQuery(query)).toEqual(full);
  });

  it('trims the search it writes', () => {
    expect(searchStateToQuery({ ...EMPTY_SEARCH, search: '  acme  ' }).toString()).toBe('search=acme');
  });

  it('drops what the API would refuse from a hand-edited link', () => {
    const state = fromQuery(
      'type=angel&type=corporation&tab=everything&sort=price&page=-2&state=&state=Texas&state=Texas' +
        `&advanced=${encodeURIComponent(
          JSON.stringify({
            keywords: ['a', ' ', 'x'.repeat(51), 'b', 'c', 'd', 'e', 'f', 'g', 7],
            naics: ['62', '6x', '1234567'],
            sectors: ['Healthcare', 'Astrology'],
            ebitda: [60, 10],
            revenue: [0, 101],
            ev: [5, 20],
            equity_investment: ['1', 2],
            acquired_within_years: 51,
          }),
        )}`,
    );
    expect(state).toEqual({
      ...EMPTY_SEARCH,
      state: ['Texas'],
      type: ['corporation'],
      advanced: { keywords: ['a', 'b', 'c', 'd', 'e', 'f'], naics: ['62'], sectors: ['Healthcare'], ev: [5, 20] },
    });
  });

  it('ignores advanced filters that are not JSON or not an object', () => {
    expect(fromQuery('advanced=%7Bnope').advanced).toEqual({});
    expect(fromQuery('advanced=%5B1%5D').advanced).toEqual({});
    expect(fromQuery('advanced=null').advanced).toEqual({});
  });

  it('starts a changed search on the first page, keeping the rest', () => {
    expect(changeSearch(full, { tab: 'all' })).toEqual({ ...full, tab: 'all', page: 1 });
  });
});

describe('the dataset query of a state', () => {
  it('asks for the page of ten, ranked for the selected company, with range sectors as their codes', () => {
    const input = datasetInputOf(full, 'company-1');
    expect(input).toMatchObject({ offset: 20, limit: 10, user_company_id: 'company-1', sort: 'company_name', tab: 'investors' });
    expect(input.advanced_search).toEqual({
      keywords: ['ophthalmology', 'surgery'],
      naics: ['6211', '31', '32', '33'],
      sectors: ['Healthcare'],
      ebitda: [10, 60],
      acquired_within_years: 5,
    });
  });

  it('sends no empty filter and no company when none is selected', () => {
    const query = datasetSearchParams(datasetInputOf(EMPTY_SEARCH, null));
    expect(query).toBe('sort=-score&limit=10');
  });

  it('keeps a description search in the URL and sends it instead of the name', () => {
    const described: SearchState = {
      ...EMPTY_SEARCH,
      mode: 'describe',
      search: 'acme',
      describe: ' soft drinks in Texas ',
      describeOff: ['state:Texas'],
    };
    const query = searchStateToQuery(described);
    expect(query.toString()).toBe('mode=describe&describe=soft+drinks+in+Texas&describe_off=state%3ATexas');
    expect(fromQuery(query.toString())).toEqual({ ...described, search: '', describe: 'soft drinks in Texas' });
    const input = datasetInputOf(described, null);
    expect(input.search).toBe('');
    expect(input.describe).toBe(' soft drinks in Texas ');
    expect(input.describe_off).toEqual(['state:Texas']);
    expect(datasetInputOf({ ...described, describe: '' }, null).describe).toBeUndefined();
  });
});
