import { App } from 'antd';
import { useEffect } from 'react';
import { endedSession, errorMessage } from '../../platform/api-error';
import { useQueryParams } from '../../platform/use-query-params';
import { searchStateOfSaved } from './saved-search-state';
import { useSavedSearch } from './saved-searches-api';
import type { SearchState } from './search-state';

/**
 * An alert mail's link, /leads/dataset?saved={id}: the saved search's whole search replaces the
 * address (and `saved` with it). Returns whether such a link is still being read (the page waits to search).
 */
export function useSavedSearchLink(show: (state: SearchState) => void): boolean {
  const [params, setParams] = useQueryParams();
  const id = params.get('saved');
  const saved = useSavedSearch(id);
  const { message } = App.useApp();
  const { data, error } = saved;
  useEffect(() => {
    if (!id) return;
    if (data) show(searchStateOfSaved(data.query));
    else if (error) {
      if (!endedSession(error)) void message.error(errorMessage(error));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('saved');
          return next;
        },
        { replace: true },
      );
    }
  }, [id, data, error, show, message, setParams]);
  return !!id;
}
