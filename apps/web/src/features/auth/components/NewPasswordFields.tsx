import { accountMessages } from '@dealscout/domain';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PasswordChecklist } from '../../../ui/PasswordChecklist';
import type { PasswordChecklistState } from '../../../ui/usePasswordChecklist';

export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

export const newPasswordFieldNames = ['new_password', 'confirm_password'] as const;

interface NewPasswordFieldsProps {
  checklist: PasswordChecklistState;
  /** The account's address: offered to password managers as the username. */
  email?: string | null;
  /** Checked on submit only: the live checklist already shows what is missing while typing. */
  requireChecklist?: boolean;
}

const m = accountMessages.password;

/** New and confirm password with the live requirements checklist (reset link and forced change). */
export function NewPasswordFields({ checklist, email, requireChecklist = false }: NewPasswordFieldsProps) {
  const requirements: Rule = {
    validateTrigger: 'onSubmit',
    validator: async (_rule, value: string | undefined) => {
      if (!checklist.check(value ?? '')) throw new Error(m.requirements);
    },
  };
  return (
    <>
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <Form.Item
        name="new_password"
        label="New password"
        rules={requireChecklist ? [requirements] : []}
        extra={<PasswordChecklist items={checklist.items} />}
        className="ds-auth-with-checklist"
      >
        <Input.Password size="large" autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label="Confirm password"
        dependencies={['new_password']}
        rules={[
          { required: true, message: m.confirmRequired },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('new_password')) throw new Error(m.confirmMismatch);
            },
          }),
        ]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
