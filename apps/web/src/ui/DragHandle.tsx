import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import './board.css';

interface DragHandleProps {
  label: string;
  setRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/** The grip a board item is dragged by (pointer, touch, or focus and Space with the keyboard). */
export function DragHandle({ label, setRef, attributes, listeners }: DragHandleProps) {
  return (
    <button type="button" ref={setRef} className="ds-drag-handle" {...attributes} {...listeners} aria-label={label}>
      <HolderOutlined aria-hidden />
    </button>
  );
}
