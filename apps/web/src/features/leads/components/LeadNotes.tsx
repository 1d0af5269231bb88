import { LEAD_NOTES_MAX, leadMessages, type Lead } from '@dealscout/domain';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { endedSession } from '../../../platform/api-error';
import { useUpdateLead } from '../api';

/** A lead's notes, opened under its row: Save shows once the text is not empty and differs from what is saved. */
export function LeadNotes({ lead }: { lead: Lead }) {
  const { message } = App.useApp();
  const update = useUpdateLead(lead.user_company_id);
  const [text, setText] = useState(lead.user_notes);
  const edited = text.trim() !== '' && text !== lead.user_notes;
  const save = () =>
    update.mutateAsync({ id: lead.id, user_notes: text }).then(
      () => void message.success(leadMessages.notesUpdated),
      (error: unknown) => {
        if (!endedSession(error)) void message.error(leadMessages.notesFailed);
      },
    );
  return (
    <div className="ds-lead-notes">
      <Input.TextArea
        aria-label={`Notes on ${lead.lead_name}`}
        placeholder="Notes"
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={LEAD_NOTES_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {edited && (
        <Button type="primary" loading={update.isPending} onClick={() => void save()}>
          Save
        </Button>
      )}
    </div>
  );
}
