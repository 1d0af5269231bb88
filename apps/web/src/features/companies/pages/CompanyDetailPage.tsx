import { CompanyGate } from '../components/CompanyGate';
import { CompanyDetail } from '../detail/CompanyDetail';

/** /leads/company-detail: the selected company's description, figures, goals and attributes. */
export function CompanyDetailPage() {
  return <CompanyGate>{(company) => <CompanyDetail key={company.id} company={company} />}</CompanyGate>;
}
