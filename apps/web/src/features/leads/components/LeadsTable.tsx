import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { LEADS_PAGE_SIZE, type Lead } from '@dealscout/domain';
import { Button, Grid, Table, type TableColumnsType } from 'antd';
import { InvestorLogo } from '../../../ui/InvestorLogo';
import { LeadNotes } from './LeadNotes';
import { StatusTag } from './StatusTag';

interface LeadsTableProps {
  leads: Lead[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onEdit: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

const place = (lead: Lead) => [lead.state, lead.country].filter(Boolean).join(', ') || '-';

/** The leads of the filter, five a page, each with its notes under it (spec part 1 §4). */
export function LeadsTable({ leads, total, page, loading, onPage, onEdit, onDelete }: LeadsTableProps) {
  // On a phone the status sits under the name, so the actions stay in view.
  const narrow = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<Lead> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, lead) => (
        <span className="ds-lead-name-cell">
          <span className="ds-lead-name">
            <InvestorLogo name={lead.lead_name} size={32} />
            <span className="ds-lead-name-text">{lead.lead_name}</span>
          </span>
          {narrow && <StatusTag status={lead.status} />}
        </span>
      ),
    },
    {
      title: 'URL',
      key: 'url',
      responsive: ['md'],
      render: (_, lead) => (
        <a href={lead.url} target="_blank" rel="noopener noreferrer" className="ds-lead-url">
          {lead.url.replace(/^https?:\/\//, '')}
        </a>
      ),
    },
    { title: 'Location', key: 'place', responsive: ['lg'], render: (_, lead) => place(lead) },
    { title: 'List', dataIndex: 'list_name', responsive: ['lg'] },
    { title: 'Status', key: 'status', responsive: ['sm'], render: (_, lead) => <StatusTag status={lead.status} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, lead) => (
        <span className="ds-lead-actions">
          <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${lead.lead_name}`} onClick={() => onEdit(lead)} />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${lead.lead_name}`}
            onClick={() => onDelete(lead)}
          />
        </span>
      ),
    },
  ];
  return (
    <Table<Lead>
      className="ds-leads-table"
      rowKey="id"
      columns={columns}
      dataSource={leads}
      loading={loading}
      expandable={{
        expandedRowRender: (lead) => <LeadNotes key={lead.updated_at} lead={lead} />,
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            size="small"
            type="link"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Hide' : 'Show'} notes on ${record.lead_name}`}
            onClick={(event) => onExpand(record, event)}
          >
            Notes
          </Button>
        ),
      }}
      pagination={{ current: page, pageSize: LEADS_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false, hideOnSinglePage: false }}
      locale={{ emptyText: 'No leads yet' }}
      scroll={leads.length === 0 ? undefined : { x: 'max-content' }}
    />
  );
}
