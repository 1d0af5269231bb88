import { LockOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { ChangePasswordModal } from './ChangePasswordModal';

/** The password, masked, and the way to change it. Not shown to users who sign in with Google. */
export function PasswordCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={<h2 className="ds-account-card-title">Change Password</h2>} className="ds-account-card">
      <div className="ds-account-row">
        <div className="ds-password-mask">
          <LockOutlined aria-hidden />
          <span className="ds-account-label">Password</span>
          <span className="ds-password-dots" aria-hidden>
            ••••••••
          </span>
          <span className="ds-visually-hidden">hidden</span>
        </div>
        <Button onClick={() => setOpen(true)}>Change Password</Button>
      </div>
      <ChangePasswordModal open={open} email={email} onClose={() => setOpen(false)} />
    </Card>
  );
}
