import { describe, expect, it } from 'vitest';
import { PendingQuery } from './pending-query';

const withParam = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
};
const address = (query: string) => new URLSearchParams(query);

describe('PendingQuery', () => {
  it('keeps building on its newest update while an older one of its navigations renders first', () => {
    const pending = new PendingQuery(address('tab=investors&page=3'));
    pending.update(() => address('')); // 'All Records'
    expect(String(pending.update(withParam('tab', 'investors')))).toBe('tab=investors'); // a tab picked at once
    pending.rendered(address('tab=investors&page=3')); // another render, before either navigation
    pending.rendered(address('')); // the first navigation commits alone; the second is still in its transition
    expect(String(pending.update(withParam('search', 'capital')))).toBe('tab=investors&search=capital'); // the debounced search
  });

  it('builds on an address it did not write (back, forward, a link) once that renders', () => {
    const pending = new PendingQuery(address('search=old'));
    pending.update(withParam('tab', 'investors'));
    pending.rendered(address('search=old&tab=investors'));
    pending.rendered(address('search=back'));
    expect(String(pending.update(withParam('page', '2')))).toBe('search=back&page=2');
  });

  it('builds on a link followed while its own update waited', () => {
    const pending = new PendingQuery(address('search=old'));
    pending.update(withParam('tab', 'investors'));
    pending.rendered(address('saved=1'));
    expect(String(pending.update(withParam('page', '2')))).toBe('saved=1&page=2');
  });
});
