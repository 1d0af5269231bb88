import { useCallback, useRef } from 'react';

/** A dialog's fields, in the order a person tabs through them. */
const FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [contenteditable="true"]';

/**
 * Puts the focus in a dialog's first field (or the first element matching `selector`) once the dialog has opened;
 * spread the result on the antd Modal. React's `autoFocus` does it while antd animates the dialog in, but with motion
 * off (a person who asks for reduced motion) the field mounts before antd has attached the dialog to the page, its
 * autoFocus does nothing, and antd's focus trap takes the close button. Leaves the focus where it is if a person has
 * already moved it into the dialog's content.
 */
export function useDialogFocus(selector = FIELD) {
  const panelRef = useRef<HTMLDivElement>(null);
  const afterOpenChange = useCallback(
    (open: boolean) => {
      const panel = panelRef.current;
      if (!open || !panel || panel.querySelector('.ant-modal-body')?.contains(document.activeElement)) return;
      panel.querySelector<HTMLElement>(`.ant-modal-body :is(${selector})`)?.focus();
    },
    [selector],
  );
  return { panelRef, afterOpenChange };
}
