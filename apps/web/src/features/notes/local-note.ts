import type { Note } from '@dealscout/domain';

/** A note as the modal holds it: `isNew` marks one that exists only here until it is saved. */
export type LocalNote = Note & { isNew?: boolean };

let drafts = 0;

export function newDraft(companyId: string, now: Date): LocalNote {
  drafts += 1;
  const created = now.toISOString();
  return {
    id: `draft-${drafts}`,
    company_id: companyId,
    note_title: '',
    notes: '',
    pinned: false,
    order: -1,
    created_by: { id: '', username: '' },
    created_at: created,
    updated_at: created,
    isNew: true,
  };
}
