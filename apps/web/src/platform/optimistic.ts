import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A cached list as it was before an optimistic change, to put back if the save fails. */
export interface ListSnapshot<T> {
  key: QueryKey;
  previous: T[] | undefined;
}

/**
 * Applies `change` to the cached list under `key` at once, before the server answers, and returns the
 * list as it was. A fetch of that list still in flight is cancelled so its older answer cannot overwrite
 * the change. Without a cached list nothing changes.
 */
export function applyToList<T>(queryClient: QueryClient, key: QueryKey, change: (items: T[]) => T[]): ListSnapshot<T> {
  const previous = queryClient.getQueryData<T[]>(key);
  void queryClient.cancelQueries({ queryKey: key });
  if (previous) queryClient.setQueryData<T[]>(key, change(previous));
  return { key, previous };
}

/** After a failed save: the list as it was, then a refetch so it shows what the server holds. */
export function rollBackList<T>(queryClient: QueryClient, snapshot: ListSnapshot<T> | undefined) {
  if (!snapshot) return;
  if (snapshot.previous) queryClient.setQueryData(snapshot.key, snapshot.previous);
  void queryClient.invalidateQueries({ queryKey: snapshot.key });
}

/**
 * The optimistic half of a mutation on a cached list (notes, kanban cards): spread into useMutation's
 * options. The change shows at once; a failed save rolls it back and refetches.
 */
export function optimisticList<T, V>(queryClient: QueryClient, key: QueryKey, change: (items: T[], variables: V) => T[]) {
  return {
    onMutate: (variables: V) => applyToList<T>(queryClient, key, (items) => change(items, variables)),
    onError: (_error: unknown, _variables: V, snapshot: ListSnapshot<T> | undefined) => rollBackList(queryClient, snapshot),
  };
}
