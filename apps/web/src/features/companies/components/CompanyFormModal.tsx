import { companyMessages, companyNameField, COMPANY_NAME_MAX, type Company } from '@dealscout/domain';
import { App, Checkbox, Form, Input } from 'antd';
import { useSession } from '../../../platform/session';
import { DialogActions, FormDialog } from '../../../ui/FormDialog';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useCreateCompany, useUpdateCompany } from '../api';
import { useSelectedCompany } from '../selected-company';

interface CompanyFormModalProps {
  open: boolean;
  /** The company to rename; none to add one. */
  company?: Company;
  onClose: () => void;
}

interface Values {
  company_name: string;
  shared: boolean;
}

const nameRules = [zodRule(companyNameField)];

/** Add Company / Edit Company: the name, and sharing for organization users (only the creator may change it). */
export function CompanyFormModal({ open, company, onClose }: CompanyFormModalProps) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog open={open} title={company ? 'Edit Company' : 'Add Company'} saving={saving} onClose={onClose}>
      {/* A new form each time the dialog opens, so it starts from the company it edits. */}
      {open && (
        <CompanyForm key={company?.id ?? 'new'} company={company} create={create} update={update} saving={saving} onClose={onClose} />
      )}
    </FormDialog>
  );
}

interface CompanyFormProps {
  company?: Company;
  create: ReturnType<typeof useCreateCompany>;
  update: ReturnType<typeof useUpdateCompany>;
  saving: boolean;
  onClose: () => void;
}

function CompanyForm({ company, create, update, saving, onClose }: CompanyFormProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { data: user } = useSession();
  const { select } = useSelectedCompany();
  const editing = !!company;

  const fail = (error: Error, fallback: string) => {
    if (endedSession(error)) return;
    applyServerErrors(form, error, ['company_name']);
    void message.error(errorMessage(error, fallback));
  };

  const submit = ({ company_name, shared }: Values) => {
    // Without the checkbox (no organization) sharing is left as it is.
    const body = { company_name: company_name.trim(), shared: user?.organization ? !!shared : undefined };
    if (company) {
      update.mutate(
        { id: company.id, ...body },
        {
          onSuccess: () => {
            void message.success(companyMessages.updated);
            onClose();
          },
          onError: (error) => fail(error, companyMessages.updateFailed),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        select(created.id);
        void message.success(companyMessages.created);
        onClose();
      },
      onError: (error) => fail(error, companyMessages.createFailed),
    });
  };

  return (
    <Form
      form={form}
      preserve={false}
      layout="vertical"
      requiredMark={false}
      initialValues={{ company_name: company?.company_name ?? '', shared: company?.shared ?? false }}
      onFinish={submit}
    >
      <Form.Item name="company_name" label="Company name" rules={nameRules}>
        <Input autoFocus count={{ show: true, max: COMPANY_NAME_MAX }} autoComplete="organization" />
      </Form.Item>
      {user?.organization && (
        <Form.Item name="shared" valuePropName="checked">
          <Checkbox disabled={editing && !company.created_by_user}>Share with organization</Checkbox>
        </Form.Item>
      )}
      <DialogActions saving={saving} onCancel={onClose} submitLabel={editing ? 'Save' : 'Add Company'} />
    </Form>
  );
}
