import { useSyncExternalStore } from 'react';

/** The person's "reduce motion" setting: their system's, or a browser's emulation of it (the journeys ask for it). */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the person asked for reduced motion now. */
export const prefersReducedMotion = () => query()?.matches ?? false;

/** Whether the person asks for reduced motion, re-rendering when they change the setting. */
export function useReducedMotion() {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
