import { errorMessageOf, type RegisterRequest, type SignedIn } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../app/session';
import { api, ApiError } from '../../platform/http';

interface Sent {
  message: string;
}

export interface ResetLink {
  token: string;
  email: string;
}

export interface PasswordChange {
  new_password: string;
  confirm_password: string;
  type: 'change' | 'reset';
  /** The reset link's bearer token; the forced change relies on the session cookie instead. */
  bearer?: string;
}

const post = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });

/** The message of a failed call in the spec's order (non_field_errors, error, ...), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? errorMessageOf(error.body, fallback) : fallback;
}

/** Session data of the browser's previous visit, not of this one (spec part 1 §3: filters are cleared at login). */
function forgetPreviousVisit() {
  localStorage.removeItem('selected_filters');
  localStorage.removeItem('viewable_filters');
}

const refreshSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: sessionQueryKey });

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => post<{ user_id: string }>('/login', credentials),
  });
}

/** The second sign-in step; the API sets the session cookie, and the session is read again before the caller navigates. */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, otp }: { userId: string; otp: string }) =>
      post<SignedIn>(`/otp-verification/${encodeURIComponent(userId)}`, { otp }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) => post<SignedIn>('/google-login', { token: credential }),
    onSuccess: () => {
      forgetPreviousVisit();
      return refreshSession(queryClient);
    },
  });
}

export const resendLoginCode = (userId: string) => post<Sent>(`/resend-otp/${encodeURIComponent(userId)}`);

export function useRegister() {
  return useMutation({ mutationFn: (request: RegisterRequest) => post<{ token: string }>('/register', request) });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: ({ token, otp, password }: { token: string; otp: string; password: string }) =>
      post<Sent>(`/email-verification/${encodeURIComponent(token)}`, { otp, password }),
  });
}

export const resendEmailCode = (token: string) => post<Sent>(`/resend-email-verification/${encodeURIComponent(token)}`);

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => post<Sent>('/forgot-password', { email }) });
}

export function useResetLink(uidb64: string, token: string) {
  return useQuery({
    queryKey: ['reset-link', uidb64, token],
    queryFn: ({ signal }) => api<ResetLink>(`/reset-password/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}`, { signal }),
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
      api<{ token: string; email: string }>('/change-password', { method: 'PUT', body, bearer }),
    onSuccess: () => refreshSession(queryClient),
  });
}
