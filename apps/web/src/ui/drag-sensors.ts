import {
  closestCorners,
  getFirstCollision,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * The boards' drag sensors (spec part 1 §9): a pointer drag starts after 5 px, a touch after holding
 * 250 ms (so a phone still scrolls the board), and the keyboard picks up with Space and moves with
 * the arrow keys to the next place (sortable lists) or cell (`cellKeyboardCoordinates`) that way.
 */
export function useBoardSensors(coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
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
