import { describe, expect, it } from 'vitest';
import { buyersViewFromQuery, buyersViewToQuery, FIRST_PAGE } from './buyers-view';

describe('the Florence list in the address', () => {
  it('keeps the search, filters and page of the company, and the other parameters', () => {
    const view = { offset: 10, search: 'acme', state: ['Ohio', 'New York'], type: ['corporation' as const] };
    const query = buyersViewToQuery(new URLSearchParams('connected=true'), 'c1', view);
    expect(query.toString()).toBe('connected=true&company=c1&search=acme&state=Ohio&state=New+York&type=corporation&page=3');
    expect(buyersViewFromQuery(query, 'c1')).toEqual(view);
  });

  it('leaves the first page unfiltered out of the address, and shows it for another company', () => {
    const filtered = buyersViewToQuery(new URLSearchParams(), 'c1', { ...FIRST_PAGE, search: 'acme' });
    expect(buyersViewToQuery(filtered, 'c1', FIRST_PAGE).toString()).toBe('');
    expect(buyersViewFromQuery(filtered, 'c2')).toEqual(FIRST_PAGE);
  });

  it('keeps the view of the hidden buyers', () => {
    const query = buyersViewToQuery(new URLSearchParams(), 'c1', { ...FIRST_PAGE, hidden: true });
    expect(query.toString()).toBe('company=c1&hidden=true');
    expect(buyersViewFromQuery(query, 'c1')).toEqual({ ...FIRST_PAGE, hidden: true });
  });

  it('drops what the API would refuse: an unknown type, an empty state, a page that is no page', () => {
    const query = new URLSearchParams('company=c1&type=bank&type=private+equity&state=&state=Texas&page=-2');
    expect(buyersViewFromQuery(query, 'c1')).toEqual({ offset: 0, search: '', state: ['Texas'], type: ['private equity'] });
  });
});
