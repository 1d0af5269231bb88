import type { Company } from '@dealscout/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../platform/session';
import { useCompanies } from './api';

export interface SelectedCompany {
  company: Company | null;
  companies: Company[];
  select(id: string): void;
  isLoading: boolean;
  /** The company list could not be loaded; `retry` asks again. */
  error: Error | null;
  retry(): void;
}

export const selectionKeyFor = (userId: string) => `selected_company:${userId}`;

/** The stored company when it is still visible, else the first one, else none. */
export function resolveSelection(companies: readonly Company[], storedId: string | null): Company | null {
  return companies.find((company) => company.id === storedId) ?? companies[0] ?? null;
}

/** What to store once the list is known: null clears the key, undefined leaves it as it is. */
export function selectionToStore(companies: readonly Company[], storedId: string | null): string | null | undefined {
  const resolved = resolveSelection(companies, storedId);
  const next = resolved?.id ?? null;
  return next === storedId ? undefined : next;
}

const EMPTY: Company[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readStored(key: string | null): string | null {
  if (!key) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, id: string | null) {
  try {
    if (id === null) localStorage.removeItem(key);
    else localStorage.setItem(key, id);
  } catch {
    // Storage can be unavailable (private mode); the selection then lasts until the page reloads.
  }
  listeners.forEach((listener) => listener());
}

/** The company the signed-in user works on, shared by every component and kept per user across reloads. */
export function useSelectedCompany(): SelectedCompany {
  const session = useSession();
  const userId = session.data?.id ?? null;
  const key = userId ? selectionKeyFor(userId) : null;
  const list = useCompanies();
  const storedId = useSyncExternalStore(subscribe, () => readStored(key));
  const companies = list.data ?? EMPTY;
  const settled = list.isSuccess && !list.isFetching;

  useEffect(() => {
    if (!key || !settled) return;
    const next = selectionToStore(companies, storedId);
    if (next !== undefined) writeStored(key, next);
  }, [key, settled, companies, storedId]);

  const select = useCallback(
    (id: string) => {
      if (key) writeStored(key, id);
    },
    [key],
  );

  return {
    company: resolveSelection(companies, storedId),
    companies,
    select,
    isLoading: session.isPending || (!!userId && list.isPending),
    error: list.error,
    retry: () => void list.refetch(),
  };
}
