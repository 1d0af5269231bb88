import { noteMessages } from '@dealscout/domain';
import { App, Tag } from 'antd';
import dayjs from 'dayjs';
import type { FocusEvent, ReactNode } from 'react';
import { tagColour } from '../../../app/theme';
import { errorMessage } from '../../../platform/api-error';
import { useDeleteNote, useUpdateNote } from '../api';
import type { LocalNote } from '../local-note';
import { NoteActions } from './NoteActions';
import { NoteEditor, useNoteEditor } from './NoteEditor';
import { useNoteSave } from './use-note-save';

interface NoteCardProps {
  note: LocalNote;
  companyId: string;
  /** The drag handle, for saved notes. */
  handle?: ReactNode;
  /** Removes an unsaved note from the modal: it was saved, or deleted before it was. */
  onDraftDone?: (draftId: string) => void;
}

/** One note: who wrote it and when, pin and delete, and its editor. Saved when focus leaves the note. */
export function NoteCard({ note, companyId, handle, onDraftDone }: NoteCardProps) {
  const { message } = App.useApp();
  const { textRef, save, setDiscarded } = useNoteSave(note, companyId, onDraftDone);
  const editor = useNoteEditor({ html: note.notes, autofocus: !!note.isNew, textRef });
  const { mutateAsync: update } = useUpdateNote(companyId);
  const { mutateAsync: remove } = useDeleteNote(companyId);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) save();
  };

  const togglePin = () =>
    update({ id: note.id, pinned: !note.pinned }).then(
      () => void message.success(noteMessages.updated),
      (error: unknown) => void message.error(errorMessage(error, noteMessages.failed)),
    );

  const onDelete = async () => {
    setDiscarded(true);
    if (note.isNew) return onDraftDone?.(note.id);
    try {
      await remove(note.id);
      void message.success(noteMessages.deleted);
    } catch (error) {
      setDiscarded(false);
      void message.error(errorMessage(error, noteMessages.failed));
    }
  };

  return (
    <article className="ds-note" aria-label={note.isNew ? 'Unsaved note' : note.note_title || 'Untitled note'} onBlur={onBlur}>
      <header className="ds-note-bar">
        {handle}
        <span className="ds-note-meta">
          {note.isNew ? (
            <>
              <Tag color={tagColour.unsaved}>Unsaved</Tag>
              The first line is the title
            </>
          ) : (
            `${note.created_by.username} · ${dayjs(note.created_at).format('DD MMM YYYY')}`
          )}
        </span>
        <NoteActions pinned={note.pinned} canPin={!note.isNew} onTogglePin={() => void togglePin()} onDelete={onDelete} />
      </header>
      <NoteEditor editor={editor} />
    </article>
  );
}
