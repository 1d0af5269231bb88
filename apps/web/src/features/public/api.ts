import { accountRoutes, publicRoutes, type User } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

/** POST /api/email: try-out, contact and upgrade requests. */
export function useSendEmail() {
  return useMutation({
    mutationFn: (request: CallInput<typeof publicRoutes.email>['body']) => call(publicRoutes.email, { body: request }),
  });
}

/** GET /api/version-update: the newest release notes. */
export function useVersionUpdate(enabled = true) {
  return useQuery({
    queryKey: ['version-update'],
    queryFn: ({ signal }) => call(publicRoutes.versionUpdate, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** PUT /api/release-notes-seen: the signed-in user closed this version's release notes; the session learns it. */
export function useMarkReleaseNotesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountRoutes.releaseNotesSeen),
    onSuccess: ({ release_notes_seen }) =>
      queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, release_notes_seen } : user)),
  });
}
