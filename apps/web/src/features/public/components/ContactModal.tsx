import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactMessageField, contactNameField, emailField } from '@dealscout/domain';
import { Form, Input } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import { EmailFormModal } from './EmailFormModal';

type Values = { name: string; email: string; message: string };

/** 'Contact Us': name, email and message, all required (spec part 1 §5, part 2 §5). */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EmailFormModal<Values>
      open={open}
      onClose={onClose}
      title="Contact Us"
      submitLabel="Send message"
      fieldNames={['name', 'email', 'message']}
      toRequest={(values) => ({ type: 'contact', ...values })}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(contactNameField)]}>
        <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[zodRule(emailField)]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="message" label="Message" rules={[zodRule(contactMessageField)]}>
        <Input.TextArea rows={5} maxLength={CONTACT_MESSAGE_MAX} showCount />
      </Form.Item>
    </EmailFormModal>
  );
}
