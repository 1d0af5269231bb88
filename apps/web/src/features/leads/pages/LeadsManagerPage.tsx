import { usesLeadsManager } from '@dealscout/domain';
import { Spin } from 'antd';
import { useSession } from '../../../platform/session';
import { CompanyGate } from '../../companies';
import { EnterpriseOnly } from '../../companies';
import { LeadsManager } from '../components/LeadsManager';
import { NoCompanyForLeads } from '../components/NoCompanyForLeads';
import '../leads.css';

/**
 * /leads/leads-manager (spec part 1 §2): the selected company's leads, lists and communication types.
 * For enterprise users (the gate page otherwise); with no company selected nothing loads, and the page says why.
 */
export function LeadsManagerPage() {
  const session = useSession();
  if (session.isPending) return <Spin size="large" aria-label="Loading" />;
  if (!session.data) return null;
  if (!usesLeadsManager(session.data)) return <EnterpriseOnly />;
  return (
    <CompanyGate allowWithoutCompany>
      {(company) => (company ? <LeadsManager key={company.id} company={company} /> : <NoCompanyForLeads />)}
    </CompanyGate>
  );
}
