import { savedSearchRoutes, type SavedSearch } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the user's and those their organization shares, newest first. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => call(savedSearchRoutes.list, {}, { signal }),
    enabled,
  });
}

/** GET /api/saved-searches/{id}: a saved search a mail's link runs. */
export function useSavedSearch(id: string | null) {
  return useQuery({
    queryKey: [...savedSearchesKey, id],
    queryFn: ({ signal }) => call(savedSearchRoutes.get, { params: { id: id! } }, { signal }),
    enabled: !!id,
    retry: false,
  });
}

function useSavedSearchMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }) });
}

/** POST /api/saved-searches. */
export const useCreateSavedSearch = () =>
  useSavedSearchMutation((body: CallInput<typeof savedSearchRoutes.create>['body']) => call(savedSearchRoutes.create, { body }));

/** PATCH /api/saved-searches/{id}: rename, share, alerts (the owner's). */
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: CallInput<typeof savedSearchRoutes.update>['body'] & Pick<SavedSearch, 'id'>) =>
    call(savedSearchRoutes.update, { params: { id }, body }),
  );

/** DELETE /api/saved-searches/{id} (the owner's). */
export const useDeleteSavedSearch = () => useSavedSearchMutation((id: string) => call(savedSearchRoutes.remove, { params: { id } }));
