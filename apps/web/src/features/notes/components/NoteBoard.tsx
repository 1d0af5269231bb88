import { PushpinFilled } from '@ant-design/icons';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { noteMessages, type Note } from '@dealscout/domain';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useBoardSensors } from '../../../ui/drag-sensors';
import { useSortNotes } from '../api';
import { applyLists, listOf, moveNote, sameLists, splitLists, type NoteLists } from '../note-order';
import { noteAnnouncements } from './announcements';
import { NoteSection } from './NoteSection';

interface NoteBoardProps {
  notes: Note[];
  companyId: string;
  now: Date;
}

/** The lists the board shows while a drag is under way or its result is on its way into the cache. */
interface Preview {
  lists: NoteLists;
  basis: Note[];
}

/** Pinned and other notes; dragging reorders a list or moves a note to the other list (pin or unpin). */
export function NoteBoard({ notes, companyId, now }: NoteBoardProps) {
  const { message } = App.useApp();
  const { mutateAsync: sort } = useSortNotes(companyId);
  const [preview, setPreview] = useState<Preview | null>(null);
  const saved = useMemo(() => splitLists(notes), [notes]);
  // A preview made from older notes is dropped as soon as the cache moves on.
  const lists = preview?.basis === notes ? preview.lists : saved;
  const byId = useMemo(() => new Map(notes.map((note) => [note.id, note])), [notes]);
  const sensors = useBoardSensors();
  const announcements = useMemo(() => noteAnnouncements((id) => byId.get(id)?.note_title || 'untitled'), [byId]);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const [activeId, overId] = [String(active.id), String(over.id)];
    if (listOf(lists, activeId) !== listOf(lists, overId)) setPreview({ lists: moveNote(lists, activeId, overId), basis: notes });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = over ? moveNote(lists, String(active.id), String(over.id)) : lists;
    if (sameLists(next, saved)) return setPreview(null);
    setPreview({ lists: next, basis: notes });
    sort(applyLists(notes, next)).then(
      () => void message.success(noteMessages.updated),
      (error: unknown) => void message.error(errorMessage(error, noteMessages.failed)),
    );
  };

  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setPreview(null)}
    >
      <NoteSection
        list="pinned"
        title={
          <>
            <PushpinFilled aria-hidden /> Pinned
          </>
        }
        notes={pick(lists.pinned)}
        companyId={companyId}
        emptyText="No pinned notes. Pin a note or drag one here."
      />
      <NoteSection
        list="unpinned"
        title="Other notes"
        notes={pick(lists.unpinned)}
        companyId={companyId}
        emptyText="No other notes."
        now={now}
      />
    </DndContext>
  );
}
