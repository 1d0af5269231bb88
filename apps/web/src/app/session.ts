import type { User } from '@dealscout/domain';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../platform/http';

export type SessionUser = User;

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor. Read from GET /api/user with the session cookie. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      try {
        const { user } = await api<{ user: User; subscription: unknown }>('/user', { signal, quietUnauthorized: true });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
