import { accountRoutes, authRoutes, type ApiKey } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

export type ProfileNames = Pick<CallInput<typeof accountRoutes.updateProfile>['body'], 'first_name' | 'last_name'>;

/** The profile dialog's change: the old password, the new one and its confirmation. */
export type ProfilePasswordChange = Required<
  Pick<CallInput<typeof authRoutes.changePassword>['body'], 'old_password' | 'new_password' | 'confirm_password'>
>;

export const authConfigQueryKey = ['auth-config'] as const;
export const profileQueryKey = ['user-profile'] as const;
export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/auth-config: public settings, among them the idle timeout. */
export function useAuthConfig() {
  return useQuery({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => call(authRoutes.config, {}, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/user-profile. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => call(accountRoutes.profile, {}, { signal }),
  });
}

/** PUT /api/user-profile; the header's name comes from the session, so both caches take the new user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: ProfileNames) => call(accountRoutes.updateProfile, { body: names }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** PUT /api/change-password, the profile flow: the session cookie plus the old password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: ProfilePasswordChange) => call(authRoutes.changePassword, { body: { ...change, type: 'reset' } }),
  });
}

/** POST /api/api-key-request: mails the link and returns the code to type on its page. */
export function useRequestApiKeyLink() {
  return useMutation({
    mutationFn: () => call(accountRoutes.requestApiKey),
  });
}

/** GET /api/api-keys. Refetched on focus: a key is generated in the tab the emailed link opens. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => call(accountRoutes.apiKeys, {}, { signal }),
    refetchOnWindowFocus: true,
  });
}

/** DELETE /api/api-keys/{id}. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accountRoutes.revokeApiKey, { params: { id } }),
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
    queryFn: ({ signal }) => call(accountRoutes.checkAccessKey, { query: { access_key: token } }, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/api-access: exchanges the link and the code for the key, which is shown once. */
export function useGenerateApiKey() {
  return useMutation({
    mutationFn: (request: CallInput<typeof accountRoutes.mintApiKey>['body']) => call(accountRoutes.mintApiKey, { body: request }),
  });
}
