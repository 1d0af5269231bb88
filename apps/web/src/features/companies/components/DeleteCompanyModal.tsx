import { companyMessages, deleteConfirmationField, type Company } from '@dealscout/domain';
import { App, Form, Input } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useDeleteCompany } from '../api';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';

interface DeleteCompanyModalProps {
  open: boolean;
  company: Company | null;
  onClose: () => void;
  onDeleted?: () => void;
}

const confirmRules = [zodRule(deleteConfirmationField)];

/** Delete Company: the user types DELETE; notes, documents and boards go with it. */
export function DeleteCompanyModal({ open, company, onClose, onDeleted }: DeleteCompanyModalProps) {
  const { message } = App.useApp();
  const remove = useDeleteCompany();
  const saving = remove.isPending;

  const submit = () => {
    if (!company) return;
    remove.mutate(company.id, {
      onSuccess: () => {
        void message.success(companyMessages.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (error) => void (endedSession(error) || message.error(errorMessage(error, companyMessages.failed))),
    });
  };

  return (
    <FormDialog open={open} title="Delete Company" saving={saving} onClose={onClose}>
      <p className="ds-companies-modal-text">
        This permanently deletes <strong>{company?.company_name}</strong> with its notes, documents and task boards.
      </p>
      <Form layout="vertical" preserve={false} requiredMark={false} onFinish={submit}>
        <Form.Item name="confirmation" label="Type DELETE to confirm" rules={confirmRules}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <DialogActions saving={saving} onCancel={onClose} submitLabel="Delete" danger />
      </Form>
    </FormDialog>
  );
}
