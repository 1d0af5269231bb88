import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactMessageField, contactNameField, emailField } from '@dealscout/domain';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import { SuccessModal } from './SuccessModal';
import { useEmailForm } from './use-email-form';

type Values = { name: string; email: string; message: string };

/** 'Contact Us': name, email and message, all required (spec part 1 §5, part 2 §5). */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit, sending, formError, sentMessage, clearSent } = useEmailForm<Values>(
    (values) => ({ type: 'contact', ...values }),
    ['name', 'email', 'message'],
  );

  return (
    <>
      <Modal open={open && !sentMessage} onCancel={onClose} footer={null} title="Contact Us" destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="name" label="Name" rules={[zodRule(contactNameField)]}>
            <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={[zodRule(emailField)]} validateTrigger="onBlur">
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="message" label="Message" rules={[zodRule(contactMessageField)]}>
            <Input.TextArea rows={5} maxLength={CONTACT_MESSAGE_MAX} showCount />
          </Form.Item>
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={sending} block>
            Send message
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
