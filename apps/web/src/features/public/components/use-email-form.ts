import type { EmailRequest } from '@dealscout/domain';
import { Form } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/zod-rule';
import { useSendEmail } from '../api';

/**
 * Shared behaviour of the try-out and contact forms: send, put server errors on their fields (or in
 * formError when they belong to none, such as a rate limit), then confirm.
 */
export function useEmailForm<Values extends object>(toRequest: (values: Values) => EmailRequest, fieldNames: readonly string[]) {
  const [form] = Form.useForm<Values>();
  const send = useSendEmail();
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

  return { form, submit, sending: send.isPending, formError, sentMessage, clearSent: () => setSentMessage(null) };
}
