import { useCallback, useMemo } from 'react';
import { useQueryParams } from '../../platform/use-query-params';
import type { BuyersView } from './api';
import { buyersViewFromQuery, buyersViewToQuery } from './buyers-view';

/** The list's search, filters and page, kept in the URL query (buyers-view.ts); a change replaces the history entry. */
export function useBuyersView(companyId: string) {
  const [params, setParams] = useQueryParams();
  const query = params.toString();
  const view = useMemo(() => buyersViewFromQuery(new URLSearchParams(query), companyId), [query, companyId]);
  const setView = useCallback(
    (next: BuyersView) => setParams((current) => buyersViewToQuery(current, companyId, next), { replace: true }),
    [setParams, companyId],
  );
  return [view, setView] as const;
}
