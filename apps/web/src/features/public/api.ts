import { messageSchema, versionUpdateSchema, type emailRequestSchema } from '@dealscout/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../platform/http';

// Checked in development and tests only (platform/http.ts): the landing page's forms and release notes must not load zod.
const replies = import.meta.env.PROD ? undefined : { sent: messageSchema, versionUpdate: versionUpdateSchema };

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
