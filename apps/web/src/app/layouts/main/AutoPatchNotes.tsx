import { APP_VERSION } from '@dealscout/domain';
import { useState } from 'react';
import { PatchNotesModal } from '../../../features/public/components/PatchNotesModal';

const SEEN_KEY = 'patch_notes_seen';

/** Shows the release notes once per version to a signed-in user. */
export function AutoPatchNotes() {
  const [open, setOpen] = useState(() => localStorage.getItem(SEEN_KEY) !== APP_VERSION);
  const close = () => {
    localStorage.setItem(SEEN_KEY, APP_VERSION);
    setOpen(false);
  };
  return <PatchNotesModal open={open} onClose={close} />;
}
