import { FilterOutlined } from '@ant-design/icons';
import { BUYERS_PAGE_SIZE, type BuyersReply } from '@dealscout/domain';
import { Button, Card, Grid } from 'antd';
import { useRef, useState } from 'react';
import { FilterDrawer } from '../../investors';
import { useSearchBox } from '../../investors/useSearchBox';
import type { BuyersView } from '../api';
import type { CounterpartLabels } from '../labels';
import { BuyerProfile } from './BuyerProfile';
import { BuyerTable } from './BuyerTable';
import { HiddenBuyersLink } from './HiddenBuyersLink';
import { ReasonsCard } from './ReasonsCard';
import { SearchInput } from '../../../ui/SearchInput';

interface BuyerListProps {
  reply: BuyersReply;
  loading: boolean;
  view: BuyersView;
  onView: (view: BuyersView) => void;
  labels: CounterpartLabels;
  companyId: string;
  companyName: string;
}

/**
 * The list: search and filters (state, type) on the server, the page of five, the selected buyer's
 * reasons with previous/next (which cross pages) and, on the right (below on narrower screens), its profile
 * with the Good fit and Not a fit marks; 'Hidden: N, show' switches to the buyers marked Not a fit and back.
 */
export function BuyerList({ reply, loading, view, onView, labels, companyId, companyName }: BuyerListProps) {
  const [index, setIndex] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const profile = useRef<HTMLDivElement>(null);
  const stacked = Grid.useBreakpoint().xl === false;
  const change = (next: BuyersView, nextIndex = 0) => {
    onView(next);
    setIndex(nextIndex);
  };
  const [text, setText] = useSearchBox(view.search, (search) => change({ ...view, search, offset: 0 }));
  const rows = reply.data;
  const selected = rows[Math.min(index, rows.length - 1)];
  const position = view.offset + Math.min(index, rows.length - 1);
  const page = Math.floor(view.offset / BUYERS_PAGE_SIZE) + 1;

  const previous = () => {
    if (index > 0) setIndex(index - 1);
    else change({ ...view, offset: view.offset - BUYERS_PAGE_SIZE }, BUYERS_PAGE_SIZE - 1);
  };
  const next = () => {
    if (index < rows.length - 1) setIndex(index + 1);
    else change({ ...view, offset: view.offset + BUYERS_PAGE_SIZE }, 0);
  };
  const select = (id: string) => {
    setIndex(
      Math.max(
        0,
        rows.findIndex((row) => row.id === id),
      ),
    );
    if (stacked) requestAnimationFrame(() => profile.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const filterCount = view.state.length + view.type.length;

  return (
    <>
      <div className="ds-florence-toolbar">
        <SearchInput
          className="ds-florence-search"
          placeholder="Search by name or website"
          label={`Search ${labels.plural.toLowerCase()}`}
          maxLength={200}
          value={text}
          onChange={setText}
        />
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setFiltersOpen(true)}>
          {filterCount ? `Filters (${filterCount})` : 'Filters'}
        </Button>
        <HiddenBuyersLink
          hidden={reply.hidden}
          showing={!!view.hidden}
          counterparts={labels.plural}
          onShow={(hidden) => change({ ...view, hidden, offset: 0 })}
        />
      </div>
      <div className="ds-florence-results">
        <div className="ds-florence-main">
          <Card className="ds-florence-table-card">
            <BuyerTable
              rows={rows}
              total={reply.total}
              page={page}
              loading={loading}
              counterparts={labels.plural}
              emptyText={view.hidden ? `No ${labels.plural.toLowerCase()} are hidden` : undefined}
              selectedId={selected?.id}
              onSelect={select}
              onPage={(nextPage) => change({ ...view, offset: (nextPage - 1) * BUYERS_PAGE_SIZE })}
            />
          </Card>
          {selected && (
            <ReasonsCard
              key={`${reply.generated_at}:${selected.id}`}
              buyer={selected}
              singular={labels.singular}
              hasPrevious={position > 0}
              hasNext={position < reply.total - 1}
              onPrevious={previous}
              onNext={next}
            />
          )}
        </div>
        <div ref={profile} className="ds-florence-side">
          {selected && (
            <BuyerProfile
              buyer={selected}
              total={reply.total}
              companyId={companyId}
              companyName={companyName}
              singular={labels.singular}
              hiddenView={!!view.hidden}
            />
          )}
        </div>
      </div>
      <FilterDrawer
        open={filtersOpen}
        value={{ state: view.state, type: view.type }}
        onClose={() => setFiltersOpen(false)}
        onApply={(applied) => {
          change({ ...view, ...applied, offset: 0 });
          setFiltersOpen(false);
        }}
      />
    </>
  );
}
