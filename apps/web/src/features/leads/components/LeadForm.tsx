import {
  contactNumberField,
  GENERAL_LIST,
  LEAD_TEXT_MAX,
  leadEmailField,
  leadListField,
  leadMessages as m,
  leadNameField,
  leadStatusField,
  leadUrlField,
  placeField,
  type Lead,
  type LeadDuplicate,
} from '@dealscout/domain';
import { App, Button, Card, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pages } from '../../../platform/paths';
import { endedSession, errorMessage, failedWith } from '../../../platform/api-error';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { useCommunicationTypes, useCreateLead, useLeadLists, useUpdateLead } from '../api';
import { DuplicateChoice } from './DuplicateChoice';

export interface LeadFormValues {
  lead_name: string;
  url: string;
  contact_number?: string;
  email?: string;
  country?: string;
  state?: string;
  status?: string;
  list: string;
}

const FIELDS = ['lead_name', 'url', 'contact_number', 'email', 'country', 'state', 'status', 'list'] as const;
const rules = {
  lead_name: [zodRule(leadNameField)],
  url: [zodRule(leadUrlField)],
  contact_number: [zodRule(contactNumberField)],
  email: [zodRule(leadEmailField)],
  place: [zodRule(placeField)],
  status: [zodRule(leadStatusField)],
  list: [zodRule(leadListField)],
};

interface LeadFormProps {
  companyId: string;
  /** The lead being edited; none for a new one. */
  lead?: Lead;
  initialList: string;
}

/** The lead form (spec part 1 §2, §5): create, or update the lead given. Saved, the user goes back to the Leads Manager. */
export function LeadForm({ companyId, lead, initialList }: LeadFormProps) {
  const [form] = Form.useForm<LeadFormValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const types = useCommunicationTypes(companyId);
  const lists = useLeadLists(companyId);
  const create = useCreateLead(companyId);
  const update = useUpdateLead(companyId);
  const [duplicate, setDuplicate] = useState<{ found: LeadDuplicate; values: LeadFormValues } | null>(null);
  const saving = create.isPending || update.isPending;

  const payload = (values: LeadFormValues) => ({
    lead_name: values.lead_name,
    url: values.url,
    contact_number: values.contact_number ?? '',
    email: values.email ?? '',
    country: values.country ?? '',
    state: values.state ?? '',
    status: values.status,
    list: values.list === GENERAL_LIST.id ? null : values.list,
  });

  const save = async (values: LeadFormValues, onDuplicate?: 'merge' | 'keep_both') => {
    try {
      if (lead)
        await update.mutateAsync({ id: lead.id, ...payload(values), on_duplicate: onDuplicate === 'keep_both' ? 'keep_both' : undefined });
      else await create.mutateAsync({ ...payload(values), user_company_id: companyId, is_recommended: 0, on_duplicate: onDuplicate });
      void message.success(lead ? m.updated : onDuplicate === 'merge' ? m.merged : m.created);
      navigate(pages.leadsManager);
    } catch (error) {
      setDuplicate(null);
      if (failedWith(error, 'lead_duplicate')) return setDuplicate({ found: error.body as LeadDuplicate, values });
      if (endedSession(error)) return;
      if (applyServerErrors(form, error, FIELDS) !== null) void message.error(errorMessage(error, m.failed));
    }
  };

  const initialValues: Partial<LeadFormValues> = lead
    ? {
        lead_name: lead.lead_name,
        url: lead.url,
        contact_number: lead.contact_number ?? '',
        email: lead.email ?? '',
        country: lead.country ?? '',
        state: lead.state ?? '',
        status: lead.status_id,
        list: lead.list ?? GENERAL_LIST.id,
      }
    : { list: initialList, status: undefined };

  return (
    <Card className="ds-lead-form-card">
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(values) => void save(values)}>
        <div className="ds-lead-form-grid">
          <Form.Item name="lead_name" label="Lead name" rules={rules.lead_name}>
            <Input maxLength={LEAD_TEXT_MAX * 2} />
          </Form.Item>
          <Form.Item name="url" label="URL" rules={rules.url}>
            <Input placeholder="www.example.com" inputMode="url" />
          </Form.Item>
          <Form.Item name="contact_number" label="Contact number" rules={rules.contact_number}>
            <Input inputMode="tel" placeholder="+14155550100" />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={rules.email}>
            <Input inputMode="email" />
          </Form.Item>
          <Form.Item name="country" label="Country" rules={rules.place}>
            <Input />
          </Form.Item>
          <Form.Item name="state" label="State" rules={rules.place}>
            <Input />
          </Form.Item>
          <Form.Item name="status" label="Status" rules={rules.status}>
            <Select
              placeholder="Choose a status"
              loading={types.isPending}
              options={(types.data ?? []).map((type) => ({ value: type.id, label: type.title }))}
            />
          </Form.Item>
          <Form.Item name="list" label="List" rules={rules.list}>
            <Select loading={lists.isPending} options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))} />
          </Form.Item>
        </div>
        <div className="ds-lead-form-actions">
          <Button onClick={() => navigate(pages.leadsManager)} disabled={saving}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {lead ? 'Update Lead' : 'Add Lead'}
          </Button>
        </div>
      </Form>
      <Modal open={!!duplicate} title="This lead may already exist" footer={null} onCancel={() => setDuplicate(null)} destroyOnHidden>
        {duplicate && (
          <DuplicateChoice
            duplicate={duplicate.found}
            saving={saving}
            editing={!!lead}
            onChoose={(choice) => void save(duplicate.values, choice)}
            onCancel={() => setDuplicate(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
