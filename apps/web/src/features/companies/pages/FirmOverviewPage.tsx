import { PlusOutlined } from '@ant-design/icons';
import { companyMessages, hasFirmOverview } from '@dealscout/domain';
import { Alert, Button, Card, Empty } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { signedInHome } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { endedSession } from '../../../platform/api-error';
import { useCompanies } from '../api';
import { CompanyStats } from '../components/CompanyStats';
import { CompanyTable } from '../components/CompanyTable';
import { useCompanyDialogs } from '../components/useCompanyDialogs';
import { PipelineSection } from '../../pipeline/components/PipelineSection';
import '../companies.css';
import { addCompanyPath } from '../../../platform/paths';

/** /leads and /leads/home: the organization's overview; anyone else goes to their own home (docs/decisions/homes-and-sidebar-by-role.md). */
export function FirmOverviewPage() {
  const { data: user } = useSession();
  if (user && !hasFirmOverview(user)) return <Navigate to={signedInHome(user)} replace />;
  return <FirmOverview />;
}

function FirmOverview() {
  const companies = useCompanies();
  const dialogs = useCompanyDialogs();
  const navigate = useNavigate();
  const list = companies.data ?? [];
  const addCompany = () => navigate(addCompanyPath);

  return (
    <div className="ds-companies-page">
      <h1 className="ds-companies-title">Firm Overview</h1>
      <CompanyStats companies={list} loading={companies.isPending} />
      <section className="ds-companies-section" aria-labelledby="overview-companies-heading">
        <div className="ds-companies-heading">
          <h2 id="overview-companies-heading" className="ds-companies-subtitle">
            Companies
          </h2>
          {list.length > 0 && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={addCompany}>
              Add Company
            </Button>
          )}
        </div>
        {companies.isError ? (
          !endedSession(companies.error) && (
            <Alert
              type="error"
              showIcon
              title={companies.error.message}
              action={<Button onClick={() => void companies.refetch()}>Try again</Button>}
            />
          )
        ) : companies.isSuccess && list.length === 0 ? (
          <Card className="ds-companies-card">
            <Empty description={companyMessages.empty}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={addCompany}>
                Add Company
              </Button>
            </Empty>
          </Card>
        ) : (
          <Card className="ds-companies-card">
            <CompanyTable companies={list} loading={companies.isPending} dialogs={dialogs} />
          </Card>
        )}
      </section>
      <PipelineSection />
      {dialogs.element}
    </div>
  );
}
