import { authRoutes } from '@dealscout/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessionQueryKey } from '../../platform/session';
import { call } from '../../platform/http';

const EXPIRATION_KEY = 'expirationTimestamp';

function hasStaleSession(): boolean {
  const deadline = Number(localStorage.getItem(EXPIRATION_KEY));
  return deadline > 0 && deadline < Date.now();
}

let staleLogout: Promise<void> | null = null;

/** Shared by concurrent callers, so an effect that runs twice logs out once. */
function endStaleSession(queryClient: QueryClient): Promise<void> {
  staleLogout ??= (async () => {
    localStorage.removeItem(EXPIRATION_KEY);
    await call(authRoutes.logout).catch(() => undefined);
    await queryClient.resetQueries({ queryKey: sessionQueryKey });
  })().finally(() => {
    staleLogout = null;
  });
  return staleLogout;
}

/**
 * False while a session whose stored expiry has passed is being ended (spec part 1 §2: cleared before
 * the sign-in page does anything else); true once the session can be trusted.
 */
export function useStaleSessionEnded(): boolean {
  const queryClient = useQueryClient();
  const [stale] = useState(hasStaleSession);
  const [ended, setEnded] = useState(!stale);
  useEffect(() => {
    if (!stale) return;
    let active = true;
    void endStaleSession(queryClient).then(() => {
      if (active) setEnded(true);
    });
    return () => {
      active = false;
    };
  }, [stale, queryClient]);
  return ended;
}
