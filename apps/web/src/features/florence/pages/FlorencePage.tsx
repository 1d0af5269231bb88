import { CompanyGate } from '../../companies';
import { FlorenceView } from '../components/FlorenceView';
import '../florence.css';

/** /leads/ai-recommendation: Florence's ranked list for the company selected in the header. */
export function FlorencePage() {
  return <CompanyGate>{(company) => <FlorenceView key={company.id} company={company} />}</CompanyGate>;
}
