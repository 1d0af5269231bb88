import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../platform/http';

export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor. Read from GET /api/user with the session cookie. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      try {
        const { user } = await api<{ user: SessionUser }>('/user', { signal });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return null;
        throw error;
      }
    },
  });
}
