import type { EmailRequest } from '@dealscout/domain';
import { App, Form } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/zod-rule';
import { useSendEmail } from '../api';

/** Shared behaviour of the try-out and contact forms: send, show server errors on fields, then confirm. */
export function useEmailForm<Values extends object>(toRequest: (values: Values) => EmailRequest, fieldNames: readonly string[]) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const send = useSendEmail();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = (values: Values) =>
    send.mutate(toRequest(values), {
      onSuccess: (reply) => {
        form.resetFields();
        setSentMessage(reply.message);
      },
      onError: (error) => {
        const unplaced = applyServerErrors(form, error, fieldNames);
        if (unplaced) void message.error(unplaced);
      },
    });

  return { form, submit, sending: send.isPending, sentMessage, clearSent: () => setSentMessage(null) };
}
