import type { DatasetReply, DatasetSort } from '@dealscout/domain';
import { Card, Grid } from 'antd';
import { useRef, useState } from 'react';
import { InvestorProfileCard } from './InvestorProfileCard';
import { InvestorTable } from './InvestorTable';

interface InvestorResultsProps {
  reply: DatasetReply | undefined;
  loading: boolean;
  page: number;
  sort: DatasetSort;
  naicsName: (code: string) => string | undefined;
  onPage: (page: number) => void;
  onSort: (sort: DatasetSort) => void;
}

/** The page of results and, beside it (below it on narrower screens), the selected row's profile; the first row until one is chosen. */
export function InvestorResults({ reply, loading, page, sort, naicsName, onPage, onSort }: InvestorResultsProps) {
  const [selectedId, setSelectedId] = useState<string>();
  const profile = useRef<HTMLDivElement>(null);
  const stacked = Grid.useBreakpoint().xl === false;
  const rows = reply?.data ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? rows[0];

  const select = (id: string) => {
    setSelectedId(id);
    // Below the table the card is out of sight: bring it in once it shows the new row.
    if (stacked) requestAnimationFrame(() => profile.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <div className="ds-investors-results">
      <Card className="ds-investors-table-card">
        <InvestorTable
          rows={rows}
          total={reply?.total ?? 0}
          totalCapped={reply?.total_capped}
          page={page}
          sort={sort}
          loading={loading}
          selectedId={selected?.id}
          onSelect={select}
          onPage={onPage}
          onSort={onSort}
        />
      </Card>
      <div ref={profile} className="ds-investors-profile">
        {selected && <InvestorProfileCard key={selected.id} investor={selected} naicsName={naicsName} />}
      </div>
    </div>
  );
}
