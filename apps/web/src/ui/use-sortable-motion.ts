import type { useSortable } from '@dnd-kit/sortable';
import { useReducedMotion } from './use-reduced-motion';

type SortableOptions = Pick<Parameters<typeof useSortable>[0], 'transition' | 'animateLayoutChanges'>;

const STILL: SortableOptions = { transition: null, animateLayoutChanges: () => false };

/**
 * dnd-kit's motion for a sortable item: its own (items slide to their new places) unless the person asked
 * for reduced motion, when items take their places at once. A card still sliding after a drop is also
 * one a click can miss.
 */
export function useSortableMotion(): SortableOptions {
  return useReducedMotion() ? STILL : {};
}
