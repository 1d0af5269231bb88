import { accessTypeOf, companyMessages, roleOf, type Company } from '@dealscout/domain';
import { Avatar, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { tagColour } from '../../../app/theme';
import { useSession } from '../../../platform/session';
import { useSelectedCompany } from '../selected-company';
import { CompanyActionsMenu } from './CompanyActionsMenu';
import type { CompanyDialogs } from './useCompanyDialogs';

interface CompanyTableProps {
  companies: Company[];
  loading: boolean;
  dialogs: CompanyDialogs;
}

const ACCESS_COLOURS = { 'Shared by me': 'blue', 'Shared with me': 'purple', Personal: 'default' } as const;

const RoleTag = ({ company }: { company: Company }) => (
  <Tag color={company.created_by_user ? tagColour.owner : 'default'}>{roleOf(company)}</Tag>
);

const AccessTag = ({ company }: { company: Company }) => {
  const access = accessTypeOf(company);
  return <Tag color={ACCESS_COLOURS[access]}>{access}</Tag>;
};

const Owner = ({ company }: { company: Company }) => (
  <span className="ds-company-owner">
    <Avatar size="small" src={company.created_by.profile_picture ?? undefined} aria-hidden>
      {company.created_by.username.charAt(0).toUpperCase()}
    </Avatar>
    <span className="ds-company-owner-name">{company.created_by.username}</span>
  </span>
);

/**
 * The companies with their role, owner, access type (organization users) and actions; it scrolls inside
 * its card. On a phone, role, owner and access type make a second line under the name instead of columns.
 */
export function CompanyTable({ companies, loading, dialogs }: CompanyTableProps) {
  const { data: user } = useSession();
  const { select } = useSelectedCompany();
  const phone = Grid.useBreakpoint().md === false;
  const inOrganization = !!user?.organization;

  const stacked: TableColumnsType<Company> = [
    {
      key: 'name',
      title: 'Name',
      render: (_value, company) => (
        <div className="ds-company-stacked">
          <span className="ds-company-stacked-name">{company.company_name}</span>
          <span className="ds-company-stacked-meta">
            <RoleTag company={company} />
            <Owner company={company} />
            {inOrganization && <AccessTag company={company} />}
          </span>
        </div>
      ),
    },
  ];
  const spread: TableColumnsType<Company> = [
    { key: 'name', title: 'Name', dataIndex: 'company_name', width: 280, ellipsis: true },
    { key: 'role', title: 'Role', width: 110, render: (_value, company) => <RoleTag company={company} /> },
    { key: 'owner', title: 'Owner', width: 200, ellipsis: true, render: (_value, company) => <Owner company={company} /> },
    ...(inOrganization
      ? [
          {
            key: 'access',
            title: 'Access type',
            width: 150,
            render: (_value: unknown, company: Company) => <AccessTag company={company} />,
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<Company> = [
    ...(phone ? stacked : spread),
    {
      key: 'actions',
      title: <span className="ds-visually-hidden">Actions</span>,
      width: phone ? 56 : 72,
      align: 'center',
      fixed: phone ? undefined : 'right',
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
      // An empty table has nothing to scroll sideways to; a sideways-scrolling region without a focusable
      // row would also be out of reach of the keyboard.
      scroll={phone || companies.length === 0 ? { y: 550 } : { x: inOrganization ? 812 : 662, y: 550 }}
      locale={{ emptyText: companyMessages.empty }}
    />
  );
}
