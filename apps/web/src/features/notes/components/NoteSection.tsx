import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Note } from '@dealscout/domain';
import { useId, type ReactNode } from 'react';
import { groupByAge, type ListId } from '../note-order';
import { SortableNote } from './SortableNote';

interface NoteSectionProps {
  list: ListId;
  title: ReactNode;
  notes: Note[];
  companyId: string;
  emptyText: string;
  /** Show age labels ('Today', 'Yesterday', …) between the notes; needs `now`. */
  now?: Date;
}

/** One drop list of notes (pinned or the others), sortable within and across. */
export function NoteSection({ list, title, notes, companyId, emptyText, now }: NoteSectionProps) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: list });
  // One flat list of headings and notes, so a note keeps its editor when it lands under another label.
  const groups = now ? groupByAge(notes, now) : [{ label: '', notes }];

  return (
    <section className="ds-notes-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="ds-notes-heading">
        {title} <span className="ds-notes-count">({notes.length})</span>
      </h3>
      <SortableContext id={list} items={notes.map((note) => note.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className={isOver ? 'ds-notes-list is-over' : 'ds-notes-list'}>
          {notes.length === 0 && <p className="ds-notes-empty">{emptyText}</p>}
          {groups.flatMap((group, index) => [
            group.label && (
              <h4 key={`age-${index}-${group.label}`} className="ds-notes-age">
                {group.label}
              </h4>
            ),
            ...group.notes.map((note) => <SortableNote key={note.id} note={note} companyId={companyId} />),
          ])}
        </div>
      </SortableContext>
    </section>
  );
}
