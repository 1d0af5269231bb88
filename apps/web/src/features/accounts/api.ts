import type { User } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../app/session';
import { api, ApiError } from '../../platform/http';

export interface AuthConfig {
  google_client_id: string | null;
  idle_timeout_ms: number;
  resend_wait_seconds: number;
}

export interface ApiKeySummary {
  id: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface ApiKeyLinkReply {
  message: string;
  access_code: string;
  expires_at: string;
}

export interface ProfileNames {
  first_name: string;
  last_name: string;
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** A 401: the session guardian already tells the user and signs them out, so the page adds no error of its own. */
export const endedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

export const authConfigQueryKey = ['auth-config'] as const;
export const profileQueryKey = ['user-profile'] as const;
export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/auth-config: public settings, among them the idle timeout. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => api<AuthConfig>('/auth-config', { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/user-profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api<User>('/user-profile', { signal }),
  });
}

/** PUT /api/user-profile; the header's name comes from the session, so both caches take the new user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => api<{ message: string; user: User }>('/user-profile', { method: 'PUT', body: names }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** PUT /api/change-password, the profile flow: the session cookie plus the old password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      api<{ token: string; email: string }>('/change-password', { method: 'PUT', body: { ...change, type: 'reset' } }),
  });
}

/** POST /api/api-key-request: mails the link and returns the code to type on its page. */
export function useRequestApiKeyLink() {
  return useMutation({
    mutationFn: () => api<ApiKeyLinkReply>('/api-key-request', { method: 'POST' }),
  });
}

/** GET /api/api-keys. Refetched on focus: a key is generated in the tab the emailed link opens. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api<ApiKeySummary[]>('/api-keys', { signal }),
    refetchOnWindowFocus: true,
  });
}

/** DELETE /api/api-keys/{id}. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<ApiKeySummary[]>(apiKeysQueryKey, (keys) => keys?.filter((key) => key.id !== id));
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}

/** GET /api/api-access?access_key=: whether the emailed link is still valid. */
export function useApiAccessLink(token: string) {
  return useQuery({
    queryKey: ['api-access', token],
    queryFn: ({ signal }) => api<{ valid: true; email: string }>(`/api-access?access_key=${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/api-access: exchanges the link and the code for the key, which is shown once. */
export function useGenerateApiKey() {
  return useMutation({
    mutationFn: (request: { secret_key: string; access_code: string }) =>
      api<{ api_key: string }>('/api-access', { method: 'POST', body: request }),
  });
}
