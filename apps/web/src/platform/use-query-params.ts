import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { PendingQuery } from './pending-query';

/**
 * useSearchParams with an update that reads the address as it is when called. React Router's own
 * functional update reads the query of the render that made its setter, so a change made by a
 * debounced or delayed callback would undo whatever changed in between (a tab picked while the search
 * box was still settling); how renders of older addresses are told apart: pending-query.ts. The update's
 * identity is stable.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<PendingQuery>(null);
  pending.current ??= new PendingQuery(params);
  const setter = useRef(setParams);
  useLayoutEffect(() => {
    pending.current!.rendered(params);
    setter.current = setParams;
  });
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setter.current(pending.current!.update(change), options),
    [],
  );
  return [params, update] as const;
}
