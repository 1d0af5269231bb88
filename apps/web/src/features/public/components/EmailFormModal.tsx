import type { EmailRequest } from '@dealscout/domain';
import { Alert, Button, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { applyServerErrors } from '../../../ui/zod-rule';
import { useSendEmail } from '../api';
import { SuccessModal } from './SuccessModal';

interface EmailFormModalProps<Values> {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** The form's fields (Form.Items named like the request's fields). */
  children: ReactNode;
  fieldNames: readonly string[];
  toRequest: (values: Values) => EmailRequest;
  /** What the fields hold when the form opens (a signed-in user's name and e-mail). */
  initialValues?: Partial<Values>;
}

/**
 * A form that posts to /api/email (try-out, contact, upgrade): server errors go on their fields, or above the
 * button when they belong to none (a rate limit); success swaps the form for a confirmation.
 */
export function EmailFormModal<Values extends object>({
  open,
  onClose,
  title,
  submitLabel,
  children,
  fieldNames,
  toRequest,
  initialValues,
}: EmailFormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  const send = useSendEmail();
  const focus = useDialogFocus();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (values: Values) => {
    setFormError(null);
    send.mutate(toRequest(values), {
      onSuccess: (reply) => {
        form.resetFields();
        setSentMessage(reply.message);
      },
      onError: (error) => setFormError(applyServerErrors(form, error, fieldNames)),
    });
  };

  const closeConfirmation = () => {
    setSentMessage(null);
    onClose();
  };

  return (
    <>
      <Modal {...focus} open={open && !sentMessage} onCancel={onClose} footer={null} title={title} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={initialValues}>
          {children}
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={send.isPending} block>
            {submitLabel}
          </Button>
        </Form>
      </Modal>
      <SuccessModal open={!!sentMessage} message={sentMessage ?? ''} onClose={closeConfirmation} />
    </>
  );
}
