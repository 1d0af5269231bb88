import { currentUserSchema, type User } from '@dealscout/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './http';

/** The signed-in user as every part of the app reads it. */
export type SessionUser = User;

export const sessionQueryKey = ['session'] as const;

// Checked in development and tests only: every page reads the session, and the first one must not load zod.
const replies = import.meta.env.PROD ? undefined : { currentUser: currentUserSchema };

/** The signed-in user, or null for a visitor. Read from GET /api/user with the session cookie. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        const { user } = await api('/user', { signal, quietUnauthorized: true, reply: replies?.currentUser });
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}
