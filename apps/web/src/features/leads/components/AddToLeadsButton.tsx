import { PlusOutlined } from '@ant-design/icons';
import { LEAD_TEXT_MAX, leadMessages, type Investor } from '@dealscout/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useSelectedCompany } from '../../companies/selected-company';
import { ChooseListModal } from './ChooseListModal';

/** 'Add to Leads' for an investor: saved into a list of the company selected in the header. */
export function AddToLeadsButton({ investor }: { investor: Investor }) {
  const { message } = App.useApp();
  const { company } = useSelectedCompany();
  const [open, setOpen] = useState(false);
  const start = () => {
    // Leads belong to a company: without one selected there is nowhere to save them (README, decisions).
    if (!company) return void message.warning(leadMessages.companyRequired);
    setOpen(true);
  };
  return (
    <>
      <Button icon={<PlusOutlined aria-hidden />} onClick={start}>
        Add to Leads
      </Button>
      {company && (
        <ChooseListModal
          open={open}
          companyId={company.id}
          lead={{
            lead_name: investor.company_name.slice(0, LEAD_TEXT_MAX),
            url: investor.url ?? '',
            state: investor.us_state_full,
            country: investor.country,
            location: investor.hq_address?.slice(0, LEAD_TEXT_MAX) ?? null,
            is_recommended: 0,
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
