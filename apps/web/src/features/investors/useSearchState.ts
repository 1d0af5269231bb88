import { useCallback, useMemo } from 'react';
import { useQueryParams } from '../../platform/use-query-params';
import { searchStateFromQuery, searchStateToQuery, type SearchState } from './search-state';

/** The investor search's state, kept in the URL query so a reload, the back button or a shared link shows the same search. */
export function useSearchState() {
  const [params, setParams] = useQueryParams();
  const query = params.toString();
  const state = useMemo(() => searchStateFromQuery(new URLSearchParams(query)), [query]);
  const setState = useCallback(
    (next: (current: SearchState) => SearchState, options: { replace?: boolean } = {}) =>
      setParams((current) => searchStateToQuery(next(searchStateFromQuery(current))), { replace: options.replace ?? false }),
    [setParams],
  );
  return [state, setState] as const;
}
