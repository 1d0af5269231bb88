import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useNotes } from '../api';
import { newDraft, type LocalNote } from '../local-note';
import { NoteBoard } from './NoteBoard';
import { NoteCard } from './NoteCard';
import { useNow } from './use-now';

/** The Notes modal's content: 'New note', unsaved notes on top, then the pinned and other notes. */
export function NotesPanel({ companyId }: { companyId: string }) {
  const notes = useNotes(companyId);
  const now = useNow();
  const [drafts, setDrafts] = useState<LocalNote[]>([]);
  const dropDraft = useCallback((id: string) => setDrafts((current) => current.filter((draft) => draft.id !== id)), []);
  const addDraft = () => setDrafts((current) => [newDraft(companyId, new Date()), ...current]);

  return (
    <div className="ds-notes">
      <div className="ds-notes-toolbar">
        <p className="ds-notes-hint">Notes save when you leave them. The first line is the title.</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={addDraft} disabled={!notes.isSuccess}>
          New note
        </Button>
      </div>
      {drafts.length > 0 && (
        <section className="ds-notes-section" aria-label="Unsaved notes">
          <div className="ds-notes-list">
            {drafts.map((draft) => (
              <NoteCard key={draft.id} note={draft} companyId={companyId} onDraftDone={dropDraft} />
            ))}
          </div>
        </section>
      )}
      {notes.isPending ? (
        <div aria-busy="true" aria-label="Loading notes">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : notes.isError ? (
        <Alert type="error" showIcon title={notes.error.message} action={<Button onClick={() => void notes.refetch()}>Try again</Button>} />
      ) : notes.data.length === 0 ? (
        drafts.length === 0 && <Empty description="No notes yet. Use New note to write the first one." />
      ) : (
        <NoteBoard notes={notes.data} companyId={companyId} now={now} />
      )}
    </div>
  );
}
