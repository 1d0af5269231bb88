import { accountMessages } from '@dealscout/domain';
import { App, Modal } from 'antd';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { useChangePassword } from '../api';
import { ChangePasswordForm } from './ChangePasswordForm';

interface ChangePasswordModalProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/** The Change Password dialog: it cannot be dismissed while the change is being saved. */
export function ChangePasswordModal({ open, email, onClose }: ChangePasswordModalProps) {
  const { message } = App.useApp();
  const change = useChangePassword();
  const locked = change.isPending;
  const focus = useDialogFocus();

  const close = () => {
    if (!locked) onClose();
  };
  const done = () => {
    onClose();
    void message.success(accountMessages.password.changed);
  };

  return (
    <Modal
      {...focus}
      open={open}
      title="Change Password"
      onCancel={close}
      footer={null}
      destroyOnHidden
      mask={{ closable: !locked }}
      keyboard={!locked}
      closable={!locked}
    >
      <ChangePasswordForm email={email} change={change} onCancel={close} onDone={done} />
    </Modal>
  );
}
