import { accessTypeOf, companyMessages, roleOf, type Company } from '@dealscout/domain';
import { Avatar, Table, Tag, type TableColumnsType } from 'antd';
import { useSession } from '../../../app/session';
import { useSelectedCompany } from '../selected-company';
import { CompanyActionsMenu } from './CompanyActionsMenu';
import type { CompanyDialogs } from './useCompanyDialogs';

interface CompanyTableProps {
  companies: Company[];
  loading: boolean;
  dialogs: CompanyDialogs;
}

const ACCESS_COLOURS = { 'Shared by me': 'blue', 'Shared with me': 'purple', Personal: 'default' } as const;

/** The companies with their role, owner, access type (organization users) and actions; it scrolls inside its card. */
export function CompanyTable({ companies, loading, dialogs }: CompanyTableProps) {
  const { data: user } = useSession();
  const { select } = useSelectedCompany();
  const inOrganization = !!user?.organization;

  const columns: TableColumnsType<Company> = [
    { key: 'name', title: 'Name', dataIndex: 'company_name', width: 280, ellipsis: true },
    {
      key: 'role',
      title: 'Role',
      width: 110,
      render: (_value, company) => <Tag color={company.created_by_user ? 'cyan' : 'default'}>{roleOf(company)}</Tag>,
    },
    {
      key: 'owner',
      title: 'Owner',
      width: 200,
      ellipsis: true,
      render: (_value, company) => (
        <span className="ds-company-owner">
          <Avatar size="small" src={company.created_by.profile_picture ?? undefined} aria-hidden>
            {company.created_by.username.charAt(0).toUpperCase()}
          </Avatar>
          {company.created_by.username}
        </span>
      ),
    },
    ...(inOrganization
      ? [
          {
            key: 'access',
            title: 'Access type',
            width: 150,
            render: (_value: unknown, company: Company) => {
              const access = accessTypeOf(company);
              return <Tag color={ACCESS_COLOURS[access]}>{access}</Tag>;
            },
          },
        ]
      : []),
    {
      key: 'actions',
      title: <span className="ds-visually-hidden">Actions</span>,
      width: 72,
      align: 'center',
      fixed: 'right',
      render: (_value, company) => <CompanyActionsMenu company={company} dialogs={dialogs} select={select} />,
    },
  ];

  return (
    <Table<Company>
      className="ds-company-table"
      rowKey="id"
      columns={columns}
      dataSource={companies}
      loading={loading}
      pagination={false}
      scroll={{ x: inOrganization ? 812 : 662, y: 550 }}
      locale={{ emptyText: companyMessages.empty }}
    />
  );
}
