import {
  closestCorners,
  getFirstCollision,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type ClientRect,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { hasSortableData, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The boards' drag sensors (spec part 1 §9): a pointer drag starts after 5 px, a touch after holding
 * 250 ms (so a phone still scrolls the board), and the keyboard picks up with Space and moves with
 * the arrow keys to the next place (sortable lists) or cell (`cellKeyboardCoordinates`) that way. When an
 * arrow reaches the edge of a scrolling board, the board scrolls: smoothly, or at once for a person who asks
 * for reduced motion.
 */
export function useBoardSensors(coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates) {
  const scrollBehavior = useReducedMotion() ? 'instant' : 'smooth';
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior }),
  );
}

const ahead: Record<string, (cell: DOMRect | { left: number; top: number }, dragged: { left: number; top: number }) => boolean> = {
  [KeyboardCode.Right]: (cell, dragged) => cell.left > dragged.left + 1,
  [KeyboardCode.Left]: (cell, dragged) => cell.left < dragged.left - 1,
  [KeyboardCode.Down]: (cell, dragged) => cell.top > dragged.top + 1,
  [KeyboardCode.Up]: (cell, dragged) => cell.top < dragged.top - 1,
};

/**
 * Arrow keys for a grid of plain drop cells (the pipeline), which dnd-kit's sortable coordinates do
 * not move between: the nearest cell in the arrow's direction, with the dragged item inside it.
 */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const isAhead = ahead[event.code];
  if (!isAhead) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const candidates = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    return !!rect && isAhead(rect, collisionRect);
  });
  const collisions = closestCorners({ active, collisionRect, droppableRects, droppableContainers: candidates, pointerCoordinates: null });
  let id = getFirstCollision(collisions, 'id');
  if (id === over?.id && collisions.length > 1) id = collisions[1]!.id;
  const rect = id === null ? undefined : droppableRects.get(id);
  if (!rect) return undefined;
  return { x: rect.left + 8, y: rect.top + Math.max(0, (rect.height - collisionRect.height) / 2) };
};

/**
 * Where a board inside a table (the pipeline) puts dnd-kit's live region and instructions: the page's
 * body, since a table row may hold only cells.
 */
export const announcementsContainer = () => (typeof document === 'undefined' ? undefined : document.body);

type Reach = (target: ClientRect, dragged: ClientRect, isCard: boolean) => boolean;

const overlapsAcross = (target: ClientRect, dragged: ClientRect) => target.left < dragged.right && target.right > dragged.left;

/**
 * Where each arrow may go on a board of columns: left and right, only to places wholly beside the dragged card
 * (a card, or the empty space of a column); up and down, only to the cards of its own column.
 */
const columnReach: Record<string, Reach> = {
  [KeyboardCode.Left]: (target, dragged) => target.right <= dragged.left,
  [KeyboardCode.Right]: (target, dragged) => target.left >= dragged.right,
  [KeyboardCode.Up]: (target, dragged, isCard) => isCard && overlapsAcross(target, dragged) && target.top < dragged.top,
  [KeyboardCode.Down]: (target, dragged, isCard) => isCard && overlapsAcross(target, dragged) && target.top > dragged.top,
};

/**
 * Arrow keys for sortable cards in columns (the task boards). dnd-kit's own sortable coordinates count the
 * column holding the card as being to its left and above it (its edge is), so ArrowLeft, and ArrowUp on the
 * top card, dropped the card at the end of its own column. The same coordinates over only the places the
 * arrow may reach.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const reach = columnReach[event.code];
  const { collisionRect, droppableContainers, droppableRects } = args.context;
  if (!reach || !collisionRect) return sortableKeyboardCoordinates(event, args);
  const reachable = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    return !!rect && reach(rect, collisionRect, hasSortableData(entry));
  });
  // sortableKeyboardCoordinates reads the candidates through getEnabled() and looks ids up with get().
  const narrowed = { getEnabled: () => reachable, get: (id: UniqueIdentifier) => droppableContainers.get(id) };
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: narrowed as unknown as typeof droppableContainers },
  });
};
