import { DeleteOutlined, EditOutlined, FileTextOutlined, FolderOpenOutlined, LineChartOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { Company } from '@dealscout/domain';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { hasPage, paths } from '../../../platform/paths';
import { preload } from './lazy-modals';

export type DetailModal = 'financials' | 'notes' | 'documents' | 'rename' | 'delete';

interface CompanyDetailHeaderProps {
  company: Company;
  onOpen: (modal: DetailModal) => void;
}

/** The company's name with the owner's rename and delete icons, then the page's actions. */
export function CompanyDetailHeader({ company, onOpen }: CompanyDetailHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="ds-detail-header">
      <div className="ds-detail-heading">
        <h1 className="ds-detail-title">{company.company_name || 'Company Name'}</h1>
        {company.created_by_user && (
          <span className="ds-detail-owner-actions">
            <Tooltip title="Edit company name">
              <Button type="text" icon={<EditOutlined />} aria-label="Edit company name" onClick={() => onOpen('rename')} />
            </Tooltip>
            <Tooltip title="Delete company">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label="Delete company" onClick={() => onOpen('delete')} />
            </Tooltip>
          </span>
        )}
        {company.shared && <Tag color="blue">Shared</Tag>}
      </div>
      <nav className="ds-detail-actions" aria-label="Company actions">
        {hasPage(paths.companySubmission) && (
          <Button icon={<EditOutlined />} onClick={() => navigate(paths.companySubmission)}>
            Edit Company
          </Button>
        )}
        {hasPage(paths.companyTasks) && (
          <Button icon={<ScheduleOutlined />} onClick={() => navigate(paths.companyTasks)}>
            Tasks
          </Button>
        )}
        <Button icon={<LineChartOutlined />} onClick={() => onOpen('financials')}>
          Financials
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => onOpen('notes')} onMouseEnter={preload.notes} onFocus={preload.notes}>
          Notes
        </Button>
        <Button
          icon={<FolderOpenOutlined />}
          onClick={() => onOpen('documents')}
          onMouseEnter={preload.documents}
          onFocus={preload.documents}
        >
          Documents
        </Button>
      </nav>
    </header>
  );
}
