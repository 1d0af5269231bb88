import { useSyncExternalStore } from 'react';

/** Whether the generation progress modal is open: the header button and the page's Generate both open it. */
let open = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function setProgressOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const useProgressOpen = () => useSyncExternalStore(subscribe, () => open);
