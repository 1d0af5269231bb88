import { accountRoutes, type User } from '@dealscout/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { call } from './http';

/** The signed-in user as every part of the app reads it. */
export type SessionUser = User;

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor. Read from GET /api/user with the session cookie. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        const { user } = await call(accountRoutes.me, {}, { signal, quietUnauthorized: true });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
