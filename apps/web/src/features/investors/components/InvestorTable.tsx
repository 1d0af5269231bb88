import { DATASET_PAGE_SIZE, type DatasetSort, type InvestorRow } from '@dealscout/domain';
import { radioRows, SELECTED_ROW_THEME } from '../../../ui/radio-rows';
import { ConfigProvider, Grid, Progress, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { investorLocation, investorTypeLabel } from '../investor-facts';
import { resultCount } from '../result-count';
import { Link } from 'react-router';
import { InvestorLogo } from '../../../ui/InvestorLogo';
import { similarPath } from './SimilarCompanies';

interface InvestorTableProps {
  rows: InvestorRow[];
  total: number;
  /** The total stopped counting at its value (a large dataset): shown as '1,000+'. */
  totalCapped?: boolean;
  page: number;
  sort: DatasetSort;
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onPage: (page: number) => void;
  onSort: (sort: DatasetSort) => void;
}

/** Sortable columns and the API's sort key for each. */
const SORT_KEYS = { name: 'company_name', type: 'type', location: 'us_state_full', deals: 'deal_count', score: 'score' } as const;
type SortColumn = keyof typeof SORT_KEYS;

function sortOrderOf(sort: DatasetSort, column: SortColumn): SortOrder {
  const key = sort.replace(/^-/, '');
  if (key !== SORT_KEYS[column]) return null;
  return sort.startsWith('-') ? 'descend' : 'ascend';
}

/** The sort a header click asks for; clearing a sort returns to the best fit first. */
function sortFrom(column: SortColumn | undefined, order: SortOrder | undefined): DatasetSort {
  if (!column || !order) return '-score';
  return `${order === 'descend' ? '-' : ''}${SORT_KEYS[column]}` as DatasetSort;
}

const TYPE_COLOURS = { 'venture capital': 'purple', corporation: 'blue', 'private equity': 'gold' } as const;

const TypeTag = ({ row }: { row: InvestorRow }) => (
  <Tag className="ds-investor-type" color={TYPE_COLOURS[row.type]}>
    {investorTypeLabel(row.type)}
  </Tag>
);

const Score = ({ score }: { score: number }) => (
  <Progress
    className="ds-investor-score"
    percent={score}
    status="normal"
    strokeColor="#0f4c5c"
    size="small"
    format={(value) => `${value}`}
    aria-label={`Rank score ${score}`}
  />
);

/** 'Find similar': the row's detail at its similar companies (a link: the row's radio is not touched). */
const FindSimilar = ({ row }: { row: InvestorRow }) => (
  <Link
    className="ds-investor-find-similar"
    to={similarPath(row.id)}
    aria-label={`Find companies similar to ${row.company_name}`}
    onClick={(event) => event.stopPropagation()}
  >
    Find similar
  </Link>
);

/** The name, under it the words of the profile a description matched, and (on a wide screen) 'Find similar'. */
const Name = ({ row, findSimilar = false }: { row: InvestorRow; findSimilar?: boolean }) => (
  <span className="ds-investor-name">
    <InvestorLogo name={row.company_name} size={32} />
    <span className="ds-investor-name-lines">
      <span className="ds-investor-name-text">{row.company_name}</span>
      {!!row.matched_words?.length && <span className="ds-investor-matched">Matched: {row.matched_words.join(', ')}</span>}
      {findSimilar && <FindSimilar row={row} />}
    </span>
  </span>
);

/**
 * Ten investors a page with radio selection (the selected one fills the profile card), rank score and
 * logo; pages with a quick jump. On a phone, type, place and score make a second line under the name.
 */
export function InvestorTable({ rows, total, totalCapped, page, sort, loading, selectedId, onSelect, onPage, onSort }: InvestorTableProps) {
  const phone = Grid.useBreakpoint().md === false;
  const sorter = (column: SortColumn) => ({ sorter: true, sortOrder: sortOrderOf(sort, column), showSorterTooltip: false });

  const stacked: TableColumnsType<InvestorRow> = [
    {
      key: 'name',
      title: 'Name',
      ...sorter('name'),
      render: (_value, row) => (
        <div className="ds-investor-stacked">
          <Name row={row} />
          <span className="ds-investor-stacked-meta">
            <TypeTag row={row} />
            <span>{investorLocation(row)}</span>
            {!!row.deal_count && <span>{row.deal_count === 1 ? '1 deal' : `${row.deal_count.toLocaleString('en-US')} deals`}</span>}
            <FindSimilar row={row} />
          </span>
          <Score score={row.score} />
        </div>
      ),
    },
  ];
  const spread: TableColumnsType<InvestorRow> = [
    { key: 'name', title: 'Name', ...sorter('name'), render: (_value, row) => <Name row={row} findSimilar /> },
    { key: 'type', title: 'Type', width: 130, ...sorter('type'), render: (_value, row) => <TypeTag row={row} /> },
    {
      key: 'location',
      title: 'Location',
      width: 170,
      ellipsis: true,
      ...sorter('location'),
      render: (_value, row) => investorLocation(row),
    },
    {
      key: 'deals',
      title: 'Deals',
      width: 90,
      align: 'right',
      ...sorter('deals'),
      render: (_value, row) => (row.deal_count ? row.deal_count.toLocaleString('en-US') : '-'),
    },
    { key: 'score', title: 'Rank score', width: 140, ...sorter('score'), render: (_value, row) => <Score score={row.score} /> },
  ];

  const onChange: TableProps<InvestorRow>['onChange'] = (pagination, _filters, sorted, { action }) => {
    if (action === 'sort') {
      const one = Array.isArray(sorted) ? sorted[0] : sorted;
      onSort(sortFrom(one?.columnKey as SortColumn | undefined, one?.order));
    } else if (action === 'paginate' && pagination.current) {
      onPage(pagination.current);
    }
  };

  return (
    <ConfigProvider theme={SELECTED_ROW_THEME}>
      <Table<InvestorRow>
        className="ds-investor-table"
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        columns={phone ? stacked : spread}
        dataSource={rows}
        loading={loading}
        onChange={onChange}
        {...radioRows<InvestorRow>(selectedId, onSelect, phone)}
        pagination={{
          current: page,
          pageSize: DATASET_PAGE_SIZE,
          total,
          showSizeChanger: false,
          // On a phone the simple pager's page field is the quick jump.
          showQuickJumper: !phone,
          simple: phone,
          showTotal: phone ? undefined : (count) => resultCount(count, totalCapped),
          placement: ['bottomCenter'],
        }}
        locale={{ emptyText: 'No investors match this search' }}
      />
    </ConfigProvider>
  );
}
