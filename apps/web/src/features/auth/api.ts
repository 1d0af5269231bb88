import {
  emailVerifiedSchema,
  messageSchema,
  passwordTokenSchema,
  registeredSchema,
  signedInSchema,
  signInStartedSchema,
  type changePasswordSchema,
  type emailVerificationSchema,
  type forgotPasswordSchema,
  type loginSchema,
  type registerSchema,
} from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

/** The reset link and the forced change: the reset link's bearer token, or the session cookie when there is none. */
export type PasswordChange = z.input<typeof changePasswordSchema> & { bearer?: string };

// Checked in development and tests only (platform/http.ts): these calls make the sign-in page, which must not load zod.
const replies = import.meta.env.PROD
  ? undefined
  : {
      message: messageSchema,
      signInStarted: signInStartedSchema,
      signedIn: signedInSchema,
      registered: registeredSchema,
      emailVerified: emailVerifiedSchema,
      passwordToken: passwordTokenSchema,
    };

/** Session data of the browser's previous visit, not of this one (spec part 1 §3: filters are cleared at login). */
function forgetPreviousVisit() {
  localStorage.removeItem('selected_filters');
  localStorage.removeItem('viewable_filters');
}

const refreshSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: sessionQueryKey });

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: z.input<typeof loginSchema>) =>
      api('/login', { method: 'POST', body: credentials, reply: replies?.signInStarted }),
  });
}

/** The second sign-in step; the API sets the session cookie, and the session is read again before the caller navigates. */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, otp }: { userId: string; otp: string }) =>
      api(`/otp-verification/${encodeURIComponent(userId)}`, { method: 'POST', body: { otp }, reply: replies?.signedIn }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) => api('/google-login', { method: 'POST', body: { token: credential }, reply: replies?.signedIn }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export const resendLoginCode = (userId: string) =>
  api(`/resend-otp/${encodeURIComponent(userId)}`, { method: 'POST', reply: replies?.message });

export function useRegister() {
  return useMutation({
    mutationFn: (request: z.input<typeof registerSchema>) =>
      api('/register', { method: 'POST', body: request, reply: replies?.registered }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: ({ token, ...body }: z.input<typeof emailVerificationSchema> & { token: string }) =>
      api(`/email-verification/${encodeURIComponent(token)}`, { method: 'POST', body, reply: replies?.emailVerified }),
  });
}

export const resendEmailCode = (token: string) =>
  api(`/resend-email-verification/${encodeURIComponent(token)}`, { method: 'POST', reply: replies?.message });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: z.input<typeof forgotPasswordSchema>['email']) =>
      api('/forgot-password', { method: 'POST', body: { email }, reply: replies?.message }),
  });
}

export function useResetLink(uidb64: string, token: string) {
  return useQuery({
    queryKey: ['reset-link', uidb64, token],
    queryFn: ({ signal }) =>
      api(`/reset-password/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}`, { signal, reply: replies?.passwordToken }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** PUT /change-password for the reset link and the forced change; both leave the user signed in, so the session is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bearer, ...body }: PasswordChange) =>
      api('/change-password', { method: 'PUT', body, bearer, reply: replies?.passwordToken }),
    onSuccess: () => refreshSession(queryClient),
  });
}
