import { PlusOutlined } from '@ant-design/icons';
import { leadMessages, usesLeadsManager } from '@dealscout/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../platform/session';
import { useSelectedCompany } from '../../companies/selected-company';
import type { LeadDraft } from '../lead-drafts';
import { ChooseListModal } from './ChooseListModal';

/**
 * 'Add to Leads' for an investor or a Florence buyer: saved into a list of the company selected in the
 * header. Offered only to those who may open the Leads Manager (enterprise users): nobody saves what they cannot reach.
 */
export function AddToLeadsButton({ lead }: { lead: LeadDraft }) {
  const { data: user } = useSession();
  return user && usesLeadsManager(user) ? <AddToLeads lead={lead} /> : null;
}

function AddToLeads({ lead }: { lead: LeadDraft }) {
  const { message } = App.useApp();
  const { company } = useSelectedCompany();
  const [open, setOpen] = useState(false);
  const start = () => {
    // Leads belong to a company: without one selected there is nowhere to save them (docs/decisions/leads.md).
    if (!company) return void message.warning(leadMessages.companyRequired);
    setOpen(true);
  };
  return (
    <>
      <Button icon={<PlusOutlined aria-hidden />} onClick={start}>
        Add to Leads
      </Button>
      {company && <ChooseListModal open={open} companyId={company.id} lead={lead} onClose={() => setOpen(false)} />}
    </>
  );
}
