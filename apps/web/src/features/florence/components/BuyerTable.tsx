import { BUYERS_PAGE_SIZE, type Buyer } from '@dealscout/domain';
import { radioRows, SELECTED_ROW_THEME } from '../../../ui/radio-rows';
import { ConfigProvider, Grid, Progress, Table, Tag, type TableColumnsType } from 'antd';
import { investorLocation, investorTypeLabel } from '../../investors/investor-facts';
import { InvestorLogo } from '../../../ui/InvestorLogo';
import { BuyerMarkTag } from './BuyerMarkTag';

interface BuyerTableProps {
  rows: Buyer[];
  total: number;
  page: number;
  loading: boolean;
  counterparts: string;
  /** What an empty table says; by default that nothing matches the search. */
  emptyText?: string;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onPage: (page: number) => void;
}

const Score = ({ score }: { score: number }) => (
  <Progress
    className="ds-florence-score"
    percent={score}
    status="normal"
    strokeColor="#0f4c5c"
    size="small"
    format={(value) => `${value}`}
    aria-label={`Score ${score}`}
  />
);

const Name = ({ row, ranked }: { row: Buyer; ranked: boolean }) => (
  <span className="ds-florence-name">
    {ranked && <span className="ds-florence-rank">#{row.rank}</span>}
    <InvestorLogo name={row.company_name} size={32} />
    <span className="ds-florence-name-block">
      <span className="ds-florence-name-text">{row.company_name}</span>
      <BuyerMarkTag buyer={row} />
    </span>
  </span>
);

/** Five ranked buyers a page (spec part 2 §9), chosen by radio or click; on a phone, one stacked column. */
export function BuyerTable({ rows, total, page, loading, counterparts, emptyText, selectedId, onSelect, onPage }: BuyerTableProps) {
  const phone = Grid.useBreakpoint().md === false;
  const stacked: TableColumnsType<Buyer> = [
    {
      key: 'name',
      title: counterparts,
      render: (_value, row) => (
        <div className="ds-florence-stacked">
          <Name row={row} ranked={false} />
          <span className="ds-florence-stacked-meta">
            <span>#{row.rank}</span>
            <Tag>{investorTypeLabel(row.type)}</Tag>
            <span>{investorLocation(row)}</span>
          </span>
          <Score score={row.score} />
        </div>
      ),
    },
  ];
  const spread: TableColumnsType<Buyer> = [
    { key: 'name', title: counterparts, render: (_value, row) => <Name row={row} ranked /> },
    { key: 'type', title: 'Type', width: 140, render: (_value, row) => <Tag>{investorTypeLabel(row.type)}</Tag> },
    { key: 'location', title: 'Location', width: 170, ellipsis: true, render: (_value, row) => investorLocation(row) },
    { key: 'score', title: 'Score', width: 120, render: (_value, row) => <Score score={row.score} /> },
  ];

  return (
    <ConfigProvider theme={SELECTED_ROW_THEME}>
      <Table<Buyer>
        className="ds-florence-table"
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        columns={phone ? stacked : spread}
        dataSource={rows}
        loading={loading}
        onChange={(pagination, _filters, _sorter, { action }) => action === 'paginate' && pagination.current && onPage(pagination.current)}
        {...radioRows<Buyer>(selectedId, onSelect, phone)}
        pagination={{
          current: page,
          pageSize: BUYERS_PAGE_SIZE,
          total,
          showSizeChanger: false,
          simple: phone,
          showTotal: phone ? undefined : (count) => `${count.toLocaleString('en-US')} ${counterparts.toLowerCase()}`,
          placement: ['bottomCenter'],
        }}
        locale={{ emptyText: emptyText ?? `No ${counterparts.toLowerCase()} match this search` }}
      />
    </ConfigProvider>
  );
}
