import { TeamOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';

/** Leads belong to a company: a user with none has nothing to load, and is told so. */
export function NoCompanyForLeads() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<TeamOutlined aria-hidden />}
      title={<h1 className="ds-leads-title">Leads Manager</h1>}
      subTitle="Leads are kept per company, and no company is selected. Companies belong to professionals and organization members; ask your organization to share one with you."
      extra={
        <Button type="primary" onClick={() => navigate(paths.dataset)}>
          Investor Search
        </Button>
      }
    />
  );
}
