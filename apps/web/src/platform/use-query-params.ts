import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * useSearchParams with an update that reads the address as it is when called. React Router's own
 * functional update reads the query of the render that made its setter, so a change made by a
 * debounced or delayed callback would undo whatever changed in between (a tab picked while the search
 * box was still settling). The update's identity is stable.
 *
 * React Router renders a navigation in a transition: until it commits, other renders still show the
 * address before it. Those renders must not make the next update build on that older address, or a
 * debounced search that lands then would drop the tab just picked.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, setParams, pending: false, rendered: params.toString() });
  useLayoutEffect(() => {
    const rendered = params.toString();
    const waiting = latest.current.pending && rendered === latest.current.rendered;
    latest.current = waiting ? { ...latest.current, setParams } : { params, setParams, pending: false, rendered };
  });
  const update = useCallback((next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const query = next(new URLSearchParams(latest.current.params));
    // Two updates before the next render build on each other.
    latest.current = { ...latest.current, params: query, pending: true };
    latest.current.setParams(query, options);
  }, []);
  return [params, update] as const;
}
