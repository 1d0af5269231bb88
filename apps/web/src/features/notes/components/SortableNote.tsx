import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Note } from '@dealscout/domain';
import { NoteCard } from './NoteCard';
import { useSortableMotion } from '../../../ui/use-sortable-motion';

export function SortableNote({ note, companyId }: { note: Note; companyId: string }) {
  const motion = useSortableMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: note.id,
    ...motion,
  });
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'ds-note-sortable is-dragging' : 'ds-note-sortable'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <NoteCard
        note={note}
        companyId={companyId}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="ds-note-handle"
            {...attributes}
            {...listeners}
            aria-label="Drag to reorder"
          >
            <HolderOutlined aria-hidden />
          </button>
        }
      />
    </div>
  );
}
