import type { ZodType } from 'zod';
import { App, Form, Input } from 'antd';
import { LEAD_TEXT_MAX } from '@dealscout/domain';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';

interface NameDialogProps {
  open: boolean;
  title: string;
  /** The form field's name as the API reads it: `name` for a list, `status` for a type. */
  field: 'name' | 'status';
  label: string;
  rule: ZodType;
  submitLabel: string;
  initial?: string;
  saving: boolean;
  onSave: (name: string) => Promise<unknown>;
  successMessage: string;
  failMessage: string;
  onClose: () => void;
}

/** Add or rename a leads list or a communication type: one name, the spec's rules. */
export function NameDialog({
  open,
  title,
  field,
  label,
  rule,
  submitLabel,
  initial = '',
  saving,
  onSave,
  successMessage,
  failMessage,
  onClose,
}: NameDialogProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const { message } = App.useApp();
  const submit = (values: Record<string, string>) =>
    onSave(values[field]!.trim()).then(
      () => {
        void message.success(successMessage);
        onClose();
      },
      (error: unknown) => {
        if (endedSession(error)) return;
        if (applyServerErrors(form, error, [field]) !== null) void message.error(errorMessage(error, failMessage));
      },
    );
  return (
    <FormDialog open={open} title={title} saving={saving} onClose={onClose}>
      {open && (
        <Form form={form} preserve={false} layout="vertical" requiredMark={false} initialValues={{ [field]: initial }} onFinish={submit}>
          <Form.Item name={field} label={label} rules={[zodRule(rule)]}>
            <Input autoFocus count={{ show: true, max: LEAD_TEXT_MAX }} />
          </Form.Item>
          <DialogActions saving={saving} onCancel={onClose} submitLabel={submitLabel} />
        </Form>
      )}
    </FormDialog>
  );
}
