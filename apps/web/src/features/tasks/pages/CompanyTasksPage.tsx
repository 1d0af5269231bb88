import { CompanyGate } from '../../companies';
import { TaskBoardPage } from '../components/TaskBoardPage';

/** /leads/company-tasks: the selected company's task board. `?task=TAG` opens that task. */
export function CompanyTasksPage() {
  return <CompanyGate>{(company) => <TaskBoardPage key={company.id} company={company} />}</CompanyGate>;
}
