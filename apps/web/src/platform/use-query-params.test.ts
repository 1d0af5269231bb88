// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryParams } from './use-query-params';

function renderQuery(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: [`/list${initial}`] }, children);
  return renderHook(() => ({ query: useQueryParams(), location: useLocation() }), { wrapper });
}

const withParam = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
};

describe('useQueryParams', () => {
  it('builds an update made with an older render’s setter on the address as it is now', () => {
    const { result } = renderQuery('?search=old');
    const setterOfFirstRender = result.current.query[1];
    act(() => result.current.query[1](withParam('tab', 'investors')));
    expect(result.current.location.search).toBe('?search=old&tab=investors');
    // What a debounced search box does: it calls the setter it had when the typing began.
    act(() => setterOfFirstRender(withParam('search', 'pfizer')));
    expect(result.current.location.search).toBe('?search=pfizer&tab=investors');
    expect(result.current.query[1]).toBe(setterOfFirstRender);
  });

  it('lets two updates before the next render build on each other', () => {
    const { result } = renderQuery('');
    act(() => {
      result.current.query[1](withParam('a', '1'));
      result.current.query[1](withParam('b', '2'));
    });
    expect(result.current.location.search).toBe('?a=1&b=2');
  });

  it('builds on a navigation still rendering in its transition when another render shows the older address first', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/list?search=old'] }, children);
    const { result } = renderHook(
      () => {
        const query = useQueryParams();
        const update = query[1];
        const [settled, setSettled] = useState(false);
        // What the search box's timer does when it fires right after a render of something else (once).
        useEffect(() => {
          if (settled) update(withParam('search', 'pfizer'));
        }, [settled, update]);
        return { query, location: useLocation(), setSettled };
      },
      { wrapper },
    );
    act(() => {
      // A tab picked: React Router renders the new address in a transition...
      result.current.query[1](withParam('tab', 'investors'));
      // ...and an ordinary update renders first, still with the old address.
      result.current.setSettled(true);
    });
    expect(result.current.location.search).toBe('?search=pfizer&tab=investors');
  });
});
