import type { EmailRequest, VersionUpdate } from '@dealscout/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../platform/http';

/** POST /api/email: try-out, contact and upgrade requests. */
export function useSendEmail() {
  return useMutation({
    mutationFn: (request: EmailRequest) => api<{ message: string }>('/email', { method: 'POST', body: request }),
  });
}

/** GET /api/version-update: the newest release notes. */
export function useVersionUpdate(enabled = true) {
  return useQuery({
    queryKey: ['version-update'],
    queryFn: ({ signal }) => api<VersionUpdate>('/version-update', { signal }),
    enabled,
    staleTime: Infinity,
  });
}
