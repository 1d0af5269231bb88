import { messageSchema, releaseNotesSeenSchema, versionUpdateSchema, type emailRequestSchema, type User } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

// Checked in development and tests only (platform/http.ts): the landing page's forms and release notes must not load zod.
const replies = import.meta.env.PROD
  ? undefined
  : { sent: messageSchema, versionUpdate: versionUpdateSchema, releaseNotesSeen: releaseNotesSeenSchema };

/** POST /api/email: try-out, contact and upgrade requests. */
export function useSendEmail() {
  return useMutation({
    mutationFn: (request: z.input<typeof emailRequestSchema>) => api('/email', { method: 'POST', body: request, reply: replies?.sent }),
  });
}

/** GET /api/version-update: the newest release notes. */
export function useVersionUpdate(enabled = true) {
  return useQuery({
    queryKey: ['version-update'],
    queryFn: ({ signal }) => api('/version-update', { signal, reply: replies?.versionUpdate }),
    enabled,
    staleTime: Infinity,
  });
}

/** PUT /api/release-notes-seen: the signed-in user closed this version's release notes; the session learns it. */
export function useMarkReleaseNotesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/release-notes-seen', { method: 'PUT', reply: replies?.releaseNotesSeen }),
    onSuccess: ({ release_notes_seen }) =>
      queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, release_notes_seen } : user)),
  });
}
