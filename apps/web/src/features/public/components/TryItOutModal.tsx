import { emailField } from '@dealscout/domain';
import { Form, Input, Typography } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import { EmailFormModal } from './EmailFormModal';

/** 'Try it out': leave an email address and the team sets up a trial. */
export function TryItOutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EmailFormModal<{ email: string }>
      open={open}
      onClose={onClose}
      title="Try Dealscout"
      submitLabel="Request a trial"
      fieldNames={['email']}
      toRequest={({ email }) => ({ type: 'try', email })}
    >
      <Typography.Paragraph type="secondary">
        Leave your work email and we will set up a trial so you can see the buyers and investors Florence finds for your company.
      </Typography.Paragraph>
      <Form.Item name="email" label="Email" rules={[zodRule(emailField)]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" placeholder="you@company.com" autoFocus />
      </Form.Item>
    </EmailFormModal>
  );
}
