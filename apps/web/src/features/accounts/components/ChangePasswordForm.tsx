import { accountMessages, PASSWORD_MIN } from '@dealscout/domain';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/zod-rule';
import { endedSession } from '../../../platform/api-error';
import type { ProfilePasswordChange, useChangePassword } from '../api';
import { PasswordChecklist } from '../../../ui/PasswordChecklist';
import { usePasswordChecklist } from '../../../ui/usePasswordChecklist';

const m = accountMessages.password;
const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

const sameAsOldRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    if (value && value === getFieldValue('old_password')) throw new Error(m.sameAsOld);
  },
});

const confirmRules: Rule[] = [
  { required: true, message: m.profileConfirmRequired },
  { min: PASSWORD_MIN, message: m.profileConfirmTooShort },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('new_password')) throw new Error(m.profileConfirmMismatch);
    },
  }),
];

interface ChangePasswordFormProps {
  email: string;
  change: ReturnType<typeof useChangePassword>;
  onCancel: () => void;
  onDone: () => void;
}

/** Old password, a new one with the live checklist, and its confirmation (spec part 2 §5 "Change password"). */
export function ChangePasswordForm({ email, change, onCancel, onDone }: ChangePasswordFormProps) {
  const [form] = Form.useForm<ProfilePasswordChange>();
  const [formError, setFormError] = useState<string | null>(null);
  const newPassword = Form.useWatch('new_password', form) ?? '';
  const checklist = usePasswordChecklist(newPassword, email);

  const newPasswordRules: Rule[] = [
    { required: true, message: m.requirements },
    sameAsOldRule,
    // On blur and on submit only: by then the checklist has caught up with what was typed.
    {
      validateTrigger: 'onBlur',
      validator: async (_rule, value: string | undefined) => {
        if (value && !checklist.check(value)) throw new Error(m.requirements);
      },
    },
  ];

  const submit = (values: ProfilePasswordChange) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: onDone,
      onError: (error) => setFormError(endedSession(error) ? null : applyServerErrors(form, error, FIELDS)),
    });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Form.Item name="old_password" label="Old password" rules={[{ required: true, message: m.oldRequired }]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="new_password"
        label="New password"
        rules={newPasswordRules}
        dependencies={['old_password']}
        validateTrigger={['onChange', 'onBlur']}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordChecklist items={checklist.items} />
      <Form.Item name="confirm_password" label="Confirm password" rules={confirmRules} dependencies={['new_password']} validateFirst>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} className="ds-account-form-alert" />}
      <div className="ds-account-modal-actions">
        <Button onClick={onCancel} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Password
        </Button>
      </div>
    </Form>
  );
}
