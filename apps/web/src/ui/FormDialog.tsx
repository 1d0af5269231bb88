import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import './form-dialog.css';
import { useDialogFocus } from './use-dialog-focus';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** While saving, the dialog cannot be closed. */
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal holding one form; it stays open while the form saves. A click beside it does not close it:
 * what was typed is never lost to a stray click (Cancel, the close button and Esc close it). Opened, its first field
 * has the focus.
 */
export function FormDialog({ open, title, saving, onClose, children }: FormDialogProps) {
  const focus = useDialogFocus();
  return (
    <Modal
      {...focus}
      open={open}
      title={title}
      onCancel={() => !saving && onClose()}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={!saving}
    >
      {children}
    </Modal>
  );
}

/** Cancel and the submit button, at the end of a dialog's form. */
export function DialogActions({
  saving,
  onCancel,
  submitLabel,
  danger = false,
}: {
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  danger?: boolean;
}) {
  return (
    <div className="ds-dialog-actions">
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
