import { routeQuery } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { anyProcessing, buyersQuery } from './api';

describe('GET /api/company-buyers query', () => {
  it('sends the page, and the search and filters only when given', () => {
    expect(routeQuery(buyersQuery({ offset: 0, search: '', state: [], type: [] }, 5))).toBe('?offset=0&limit=5');
    expect(routeQuery(buyersQuery({ offset: 10, search: 'j&j co', state: ['Ohio', 'New York'], type: ['corporation'] }, 5))).toBe(
      '?offset=10&limit=5&search=j%26j%20co&state=Ohio&state=New%20York&type=corporation',
    );
  });

  it('polls the status only while a run is processing', () => {
    const run = (status: 'processing' | 'completed') => ({ status }) as never;
    expect(anyProcessing(undefined)).toBe(false);
    expect(anyProcessing({ runs: [run('completed')], estimate_ms: null })).toBe(false);
    expect(anyProcessing({ runs: [run('completed'), run('processing')], estimate_ms: 900 })).toBe(true);
  });
});
