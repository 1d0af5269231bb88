import { ShopOutlined } from '@ant-design/icons';
import { companyMessages, worksOnCompanies, type Company } from '@dealscout/domain';
import { Alert, Button, Result, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { useSelectedCompany } from '../selected-company';
import { CompanyFormModal } from './CompanyFormModal';
import '../companies.css';

type CompanyGateProps =
  | { children: ReactNode | ((company: Company) => ReactNode); allowWithoutCompany?: false }
  | { children: ReactNode | ((company: Company | null) => ReactNode); allowWithoutCompany: true };

/**
 * Spec part 1 §2 'Gate wrapper': the page shows for users who work on companies once they have one;
 * with none, a 'Company required' page; other users go to the investor search unless the page allows them.
 */
export function CompanyGate({ children, allowWithoutCompany = false }: CompanyGateProps) {
  const session = useSession();
  const { company, isLoading, error, retry } = useSelectedCompany();

  if (session.isPending || isLoading) {
    return (
      <div className="ds-company-gate-loading">
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  const user = session.data;
  if (!user) return null;
  if (error) return <Alert type="error" showIcon title={error.message} action={<Button onClick={retry}>Try again</Button>} />;

  const eligible = worksOnCompanies(user);
  if (!eligible && !allowWithoutCompany) return <Navigate to={paths.dataset} replace />;
  if (eligible && !company) return <CompanyRequired />;

  const render = children as ReactNode | ((company: Company | null) => ReactNode);
  return <>{typeof render === 'function' ? render(company) : render}</>;
}

function CompanyRequired() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Result
        className="ds-company-required"
        icon={<ShopOutlined aria-hidden />}
        title={<h1 className="ds-company-required-title">{companyMessages.required}</h1>}
        subTitle="Create a company to use this page."
        extra={
          // The company is named here; once created it is selected and the page (the questionnaire, say) shows.
          <Button type="primary" onClick={() => setAdding(true)}>
            Create company
          </Button>
        }
      />
      <CompanyFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
