import {
  accessKeyCheckSchema,
  apiKeyLinkSchema,
  apiKeyMintedSchema,
  apiKeySchema,
  authConfigSchema,
  profileUpdatedSchema,
  userSchema,
  passwordTokenSchema,
  type ApiKey,
  type apiAccessSchema,
  type changePasswordSchema,
  type profileUpdateSchema,
} from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

export type ProfileNames = Pick<z.input<typeof profileUpdateSchema>, 'first_name' | 'last_name'>;

/** The profile dialog's change: the old password, the new one and its confirmation. */
export type ProfilePasswordChange = Required<
  Pick<z.input<typeof changePasswordSchema>, 'old_password' | 'new_password' | 'confirm_password'>
>;

// Checked in development and tests only (platform/http.ts): the sign-in page reads the auth config and must not load zod.
const replies = import.meta.env.PROD
  ? undefined
  : {
      authConfig: authConfigSchema,
      user: userSchema,
      profileUpdated: profileUpdatedSchema,
      passwordToken: passwordTokenSchema,
      apiKeyLink: apiKeyLinkSchema,
      apiKeys: z.array(apiKeySchema),
      accessKeyCheck: accessKeyCheckSchema,
      apiKeyMinted: apiKeyMintedSchema,
    };

export const authConfigQueryKey = ['auth-config'] as const;
export const profileQueryKey = ['user-profile'] as const;
export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/auth-config: public settings, among them the idle timeout. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => api('/auth-config', { signal, reply: replies?.authConfig }),
    staleTime: Infinity,
  });
}

/** GET /api/user-profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api('/user-profile', { signal, reply: replies?.user }),
  });
}

/** PUT /api/user-profile; the header's name comes from the session, so both caches take the new user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => api('/user-profile', { method: 'PUT', body: names, reply: replies?.profileUpdated }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** PUT /api/change-password, the profile flow: the session cookie plus the old password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: ProfilePasswordChange) =>
      api('/change-password', { method: 'PUT', body: { ...change, type: 'reset' }, reply: replies?.passwordToken }),
  });
}

/** POST /api/api-key-request: mails the link and returns the code to type on its page. */
export function useRequestApiKeyLink() {
  return useMutation({
    mutationFn: () => api('/api-key-request', { method: 'POST', reply: replies?.apiKeyLink }),
  });
}

/** GET /api/api-keys. Refetched on focus: a key is generated in the tab the emailed link opens. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api('/api-keys', { signal, reply: replies?.apiKeys }),
    refetchOnWindowFocus: true,
  });
}

/** DELETE /api/api-keys/{id}. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<ApiKey[]>(apiKeysQueryKey, (keys) => keys?.filter((key) => key.id !== id));
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}

/** GET /api/api-access?access_key=: whether the emailed link is still valid. */
export function useApiAccessLink(token: string) {
  return useQuery({
    queryKey: ['api-access', token],
    queryFn: ({ signal }) => api(`/api-access?access_key=${encodeURIComponent(token)}`, { signal, reply: replies?.accessKeyCheck }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/api-access: exchanges the link and the code for the key, which is shown once. */
export function useGenerateApiKey() {
  return useMutation({
    mutationFn: (request: z.input<typeof apiAccessSchema>) =>
      api('/api-access', { method: 'POST', body: request, reply: replies?.apiKeyMinted }),
  });
}
