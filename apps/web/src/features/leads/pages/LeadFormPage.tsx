import { ArrowLeftOutlined } from '@ant-design/icons';
import { GENERAL_LIST, leadMessages, usesLeadsManager } from '@dealscout/domain';
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pages } from '../../../platform/paths';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useSession } from '../../../platform/session';
import { CompanyGate } from '../../companies/components/CompanyGate';
import { EnterpriseOnly } from '../../companies/components/EnterpriseGatePage';
import { useLead } from '../api';
import { LeadForm } from '../components/LeadForm';
import { NoCompanyForLeads } from '../components/NoCompanyForLeads';
import '../leads.css';

/** /leads/leads-manager/create and /leads/leads-manager/edit/{id}: the lead form, in the selected company. */
export function LeadFormPage() {
  const { id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  if (session.isPending) return <Spin size="large" aria-label="Loading" />;
  if (!session.data) return null;
  if (!usesLeadsManager(session.data)) return <EnterpriseOnly />;
  return (
    <div className="ds-leads-page">
      <header className="ds-leads-header ds-lead-form-header">
        <Button icon={<ArrowLeftOutlined aria-hidden />} aria-label="Back" onClick={() => navigate(pages.leadsManager)} />
        <h1 className="ds-leads-title">{id ? 'Edit Lead' : 'Add New Lead'}</h1>
      </header>
      <CompanyGate allowWithoutCompany>
        {(company) => (!company ? <NoCompanyForLeads /> : id ? <EditLead id={id} /> : <NewLead companyId={company.id} />)}
      </CompanyGate>
    </div>
  );
}

function NewLead({ companyId }: { companyId: string }) {
  const [query] = useSearchParams();
  return <LeadForm companyId={companyId} initialList={query.get('list') || GENERAL_LIST.id} />;
}

/** The lead's own company is the one its form works in (the header's selection may be another). */
function EditLead({ id }: { id: string }) {
  const lead = useLead(id);
  if (lead.isPending) return <Spin aria-label="Loading" />;
  if (lead.isError)
    return endedSession(lead.error) ? null : <Alert type="error" showIcon title={errorMessage(lead.error, leadMessages.loadFailed)} />;
  return <LeadForm companyId={lead.data.user_company_id} lead={lead.data} initialList={lead.data.list ?? GENERAL_LIST.id} />;
}
