import { CopyOutlined, DeleteOutlined, EditOutlined, FormOutlined, MoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Company } from '@dealscout/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { hasPage, paths } from '../../../platform/paths';
import type { CompanyDialogs } from './useCompanyDialogs';

interface CompanyActionsMenuProps {
  company: Company;
  dialogs: CompanyDialogs;
  select: (id: string) => void;
}

/** A row's actions: Edit Company, View Tasks and Duplicate for everyone; Edit and Delete for the creator. */
export function CompanyActionsMenu({ company, dialogs, select }: CompanyActionsMenuProps) {
  const navigate = useNavigate();
  const open = (path: string) => {
    select(company.id);
    navigate(path);
  };
  const questionnaire = hasPage(paths.companySubmission);

  const items: MenuProps['items'] = [
    {
      key: 'edit-company',
      icon: <FormOutlined aria-hidden />,
      label: 'Edit Company',
      onClick: () => open(questionnaire ? paths.companySubmission : paths.companyDetail),
    },
    ...(hasPage(paths.companyTasks)
      ? [{ key: 'tasks', icon: <UnorderedListOutlined aria-hidden />, label: 'View Tasks', onClick: () => open(paths.companyTasks) }]
      : []),
    { key: 'duplicate', icon: <CopyOutlined aria-hidden />, label: 'Duplicate', onClick: () => dialogs.duplicate(company) },
    ...(company.created_by_user
      ? [
          { key: 'edit', icon: <EditOutlined aria-hidden />, label: 'Edit', onClick: () => dialogs.edit(company) },
          { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: 'Delete', danger: true, onClick: () => dialogs.remove(company) },
        ]
      : []),
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${company.company_name}`} />
    </Dropdown>
  );
}
