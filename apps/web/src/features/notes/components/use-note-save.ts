import { noteMessages, titleFromHtml } from '@dealscout/domain';
import { App } from 'antd';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useCreateNote, useUpdateNote } from '../api';
import type { LocalNote } from '../local-note';

/** The editor's HTML now, and as last saved (or loaded); null until the editor is ready. */
export interface NoteText {
  html: string | null;
  saved: string | null;
}

/**
 * Saving one note when focus leaves it: a new note is created once it has a title, an existing one is
 * updated when its HTML changed. Whatever is unsaved is also saved when the note unmounts (the modal
 * closed, or the note moved list while dragged).
 */
export function useNoteSave(note: LocalNote, companyId: string, onDraftSaved?: (draftId: string) => void) {
  const { message } = App.useApp();
  const { mutateAsync: create } = useCreateNote(companyId);
  const { mutateAsync: update } = useUpdateNote(companyId);
  const textRef = useRef<NoteText>({ html: null, saved: null });
  const busy = useRef(false);
  const discarded = useRef(false);
  const { id, isNew } = note;

  const save = useCallback(() => {
    const { html, saved } = textRef.current;
    if (html === null || html === saved || discarded.current || busy.current) return;
    const title = titleFromHtml(html);
    if (isNew) {
      if (!title) return;
      busy.current = true;
      create({ note_title: title, notes: html }).then(
        () => {
          textRef.current.saved = html;
          void message.success(noteMessages.updated);
          onDraftSaved?.(id);
        },
        (error: unknown) => {
          busy.current = false;
          void message.error(errorMessage(error, noteMessages.failed));
        },
      );
      return;
    }
    if (!title) {
      void message.warning(noteMessages.titleRequired);
      return;
    }
    textRef.current.saved = html;
    update({ id, note_title: title, notes: html }).then(
      () => void message.success(noteMessages.updated),
      (error: unknown) => {
        if (textRef.current.saved === html) textRef.current.saved = saved;
        void message.error(errorMessage(error, noteMessages.failed));
      },
    );
  }, [create, update, message, id, isNew, onDraftSaved]);

  const flush = useEffectEvent(save);
  useEffect(() => () => flush(), []);

  /** True while the note is being deleted, so nothing saves it again. */
  const setDiscarded = useCallback((value: boolean) => {
    discarded.current = value;
  }, []);

  return { textRef, save, setDiscarded };
}
