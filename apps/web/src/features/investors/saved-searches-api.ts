import {
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearch,
  type savedSearchCreateSchema,
  type savedSearchUpdateSchema,
} from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../platform/http';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD ? undefined : { one: savedSearchSchema, list: savedSearchListSchema };

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the user's and those their organization shares, newest first. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => api('/saved-searches', { signal, reply: replies?.list }),
    enabled,
  });
}

/** GET /api/saved-searches/{id}: a saved search a mail's link runs. */
export function useSavedSearch(id: string | null) {
  return useQuery({
    queryKey: [...savedSearchesKey, id],
    queryFn: ({ signal }) => api(`/saved-searches/${encodeURIComponent(id!)}`, { signal, reply: replies?.one }),
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
  useSavedSearchMutation((body: z.input<typeof savedSearchCreateSchema>) =>
    api('/saved-searches', { method: 'POST', body, reply: replies?.one }),
  );

/** PATCH /api/saved-searches/{id}: rename, share, alerts (the owner's). */
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: z.input<typeof savedSearchUpdateSchema> & Pick<SavedSearch, 'id'>) =>
    api(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body, reply: replies?.one }),
  );

/** DELETE /api/saved-searches/{id} (the owner's). */
export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => api(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }));
