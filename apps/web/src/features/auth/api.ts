import { authRoutes } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

/** The reset link and the forced change: the reset link's bearer token, or the session cookie when there is none. */
export type PasswordChange = CallInput<typeof authRoutes.changePassword>['body'] & { bearer?: string };

/** Session data of the browser's previous visit, not of this one (spec part 1 §3: filters are cleared at login). */
function forgetPreviousVisit() {
  localStorage.removeItem('selected_filters');
  localStorage.removeItem('viewable_filters');
}

const refreshSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: sessionQueryKey });

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: CallInput<typeof authRoutes.login>['body']) => call(authRoutes.login, { body: credentials }),
  });
}

/** The second sign-in step; the API sets the session cookie, and the session is read again before the caller navigates. */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, otp }: { userId: string; otp: string }) =>
      call(authRoutes.verifyOtp, { params: { user_id: userId }, body: { otp } }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) => call(authRoutes.googleLogin, { body: { token: credential } }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export const resendLoginCode = (userId: string) => call(authRoutes.resendOtp, { params: { user_id: userId } });

export function useRegister() {
  return useMutation({
    mutationFn: (request: CallInput<typeof authRoutes.register>['body']) => call(authRoutes.register, { body: request }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: ({ token, ...body }: CallInput<typeof authRoutes.verifyEmail>['body'] & { token: string }) =>
      call(authRoutes.verifyEmail, { params: { token }, body }),
  });
}

export const resendEmailCode = (token: string) => call(authRoutes.resendEmailVerification, { params: { token } });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: CallInput<typeof authRoutes.forgotPassword>['body']['email']) =>
      call(authRoutes.forgotPassword, { body: { email } }),
  });
}

export function useResetLink(uidb64: string, token: string) {
  return useQuery({
    queryKey: ['reset-link', uidb64, token],
    queryFn: ({ signal }) => call(authRoutes.checkResetLink, { params: { uidb64, token } }, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** PUT /change-password for the reset link and the forced change; both leave the user signed in, so the session is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bearer, ...body }: PasswordChange) => call(authRoutes.changePassword, { body }, { bearer }),
    onSuccess: () => refreshSession(queryClient),
  });
}
