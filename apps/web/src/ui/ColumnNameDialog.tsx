import { COLUMN_NAME_MAX, columnMessages, columnNameField } from '@dealscout/domain';
import { App, Form, Input } from 'antd';
import { endedSession, errorMessage } from '../platform/api-error';
import { DialogActions, FormDialog } from './FormDialog';
import { applyServerErrors, zodRule } from './zod-rule';

interface ColumnNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  saving: boolean;
  /** Saves the name; resolves once saved, rejects with the server's answer. */
  onSave: (name: string) => Promise<unknown>;
  successMessage: string;
  onClose: () => void;
}

const nameRules = [zodRule(columnNameField)];

/** Add (or rename) a pipeline or task board column: one name, the spec's rules (spec part 1 §5). */
export function ColumnNameDialog({
  open,
  title,
  submitLabel,
  initialName = '',
  saving,
  onSave,
  successMessage,
  onClose,
}: ColumnNameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const { message } = App.useApp();
  const submit = ({ name }: { name: string }) =>
    onSave(name.trim()).then(
      () => {
        void message.success(successMessage);
        onClose();
      },
      (error: unknown) => {
        if (endedSession(error)) return;
        if (applyServerErrors(form, error, ['name']) !== null) void message.error(errorMessage(error, columnMessages.failed));
      },
    );
  return (
    <FormDialog open={open} title={title} saving={saving} onClose={onClose}>
      {open && (
        <Form form={form} preserve={false} layout="vertical" requiredMark={false} initialValues={{ name: initialName }} onFinish={submit}>
          <Form.Item name="name" label="Column name" rules={nameRules}>
            <Input autoFocus count={{ show: true, max: COLUMN_NAME_MAX }} />
          </Form.Item>
          <DialogActions saving={saving} onCancel={onClose} submitLabel={submitLabel} />
        </Form>
      )}
    </FormDialog>
  );
}
