import { COMPANY_NAME_MAX, companyMessages, duplicateNameField, type Company } from '@dealscout/domain';
import { App, Form, Input } from 'antd';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useDuplicateCompany } from '../api';

interface DuplicateCompanyModalProps {
  open: boolean;
  company: Company | null;
  onClose: () => void;
}

const nameRules = [zodRule(duplicateNameField)];

const suggestedName = (name: string) => {
  const copy = `${name} (Copy)`;
  return copy.length <= COMPANY_NAME_MAX ? copy : name;
};

/** Duplicate: a copy of the company's answers and boards under a new name, owned by the caller. */
export function DuplicateCompanyModal({ open, company, onClose }: DuplicateCompanyModalProps) {
  const duplicate = useDuplicateCompany();
  return (
    <FormDialog open={open} title="Duplicate Company" saving={duplicate.isPending} onClose={onClose}>
      <p className="ds-companies-modal-text">
        The copy takes the answers and task boards of <strong>{company?.company_name}</strong>, not its notes or documents.
      </p>
      {/* A new form each time the dialog opens, so the suggested name is this company's. */}
      {open && company && <DuplicateForm key={company.id} company={company} duplicate={duplicate} onClose={onClose} />}
    </FormDialog>
  );
}

function DuplicateForm({
  company,
  duplicate,
  onClose,
}: {
  company: Company;
  duplicate: ReturnType<typeof useDuplicateCompany>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ company_name: string }>();
  const { message } = App.useApp();
  const saving = duplicate.isPending;

  const submit = ({ company_name }: { company_name: string }) => {
    duplicate.mutate(
      { id: company.id, company_name: company_name.trim() },
      {
        onSuccess: () => {
          void message.success(companyMessages.duplicated);
          onClose();
        },
        onError: (error) => {
          if (endedSession(error)) return;
          applyServerErrors(form, error, ['company_name']);
          void message.error(errorMessage(error, companyMessages.failed));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      preserve={false}
      layout="vertical"
      requiredMark={false}
      initialValues={{ company_name: suggestedName(company.company_name) }}
      onFinish={submit}
    >
      <Form.Item name="company_name" label="Company name" rules={nameRules}>
        <Input autoFocus count={{ show: true, max: COMPANY_NAME_MAX }} autoComplete="off" />
      </Form.Item>
      <DialogActions saving={saving} onCancel={onClose} submitLabel="Duplicate" />
    </Form>
  );
}
