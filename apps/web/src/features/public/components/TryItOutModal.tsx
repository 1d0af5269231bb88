import { emailField } from '@dealscout/domain';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import { SuccessModal } from './SuccessModal';
import { useEmailForm } from './use-email-form';

type Values = { email: string };

/** 'Try it out': leave an email address and the team sets up a trial. */
export function TryItOutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit, sending, formError, sentMessage, clearSent } = useEmailForm<Values>(
    (values) => ({ type: 'try', email: values.email }),
    ['email'],
  );

  return (
    <>
      <Modal open={open && !sentMessage} onCancel={onClose} footer={null} title="Try Dealscout" destroyOnHidden>
        <Typography.Paragraph type="secondary">
          Leave your work email and we will set up a trial so you can see the buyers and investors Florence finds for your company.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="email" label="Email" rules={[zodRule(emailField)]} validateTrigger="onBlur">
            <Input type="email" autoComplete="email" placeholder="you@company.com" autoFocus />
          </Form.Item>
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={sending} block>
            Request a trial
          </Button>
        </Form>
      </Modal>
      <SuccessModal
        open={!!sentMessage}
        message={sentMessage ?? ''}
        onClose={() => {
          clearSent();
          onClose();
        }}
      />
    </>
  );
}
