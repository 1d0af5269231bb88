import { APP_VERSION } from '@dealscout/domain';
import { useState } from 'react';
import { PatchNotesModal } from '../../../features/public/components/PatchNotesModal';
import { useMarkReleaseNotesSeen } from '../../../features/public/api';
import { useSession } from '../../../platform/session';

/** Shows the release notes once per version to each signed-in user, whatever the browser: the account remembers them closed. */
export function AutoPatchNotes() {
  const { data: user } = useSession();
  const markSeen = useMarkReleaseNotesSeen();
  const [closed, setClosed] = useState(false);
  const close = () => {
    setClosed(true);
    // A save that fails shows the notes again at the next visit, nothing worse.
    markSeen.mutate();
  };
  return <PatchNotesModal open={!!user && user.release_notes_seen !== APP_VERSION && !closed} onClose={close} />;
}
