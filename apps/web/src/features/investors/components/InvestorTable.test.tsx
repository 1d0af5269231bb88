import type { DatasetSort, InvestorRow } from '@dealscout/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render';
import { InvestorTable } from './InvestorTable';
import { similarPath } from './SimilarCompanies';

const investor = (id: string, name: string, extra: Partial<InvestorRow> = {}): InvestorRow => ({
  id,
  company_name: name,
  url: null,
  description: null,
  keywords: [],
  type: 'corporation',
  naics_six_digit_industry: null,
  us_state_full: 'Texas',
  country: 'United States',
  hq_address: null,
  broad_specialty: null,
  narrow_specialty: null,
  sector_focus: [],
  specialty_interests: [],
  attribute_interests: [],
  supply_chain_position: null,
  preferred_ebitda: null,
  preferred_revenue: null,
  preferred_ev: null,
  typical_equity_investments: null,
  super_sector: null,
  market_cap: null,
  sources: [],
  score: 80,
  ...extra,
});

interface TableCase {
  rows?: InvestorRow[];
  total?: number;
  totalCapped?: boolean;
  sort?: DatasetSort;
}

function table({ rows = [], total = rows.length, totalCapped = false, sort = '-score' }: TableCase = {}) {
  const handlers = { onSelect: vi.fn(), onPage: vi.fn(), onSort: vi.fn() };
  renderInApp(
    <InvestorTable
      rows={rows}
      total={total}
      totalCapped={totalCapped}
      page={1}
      sort={sort}
      loading={false}
      selectedId={undefined}
      {...handlers}
    />,
  );
  return handlers;
}

describe('the investor table', () => {
  it('says so when no investor matches', () => {
    table();
    expect(screen.getByText('No investors match this search')).toBeTruthy();
  });

  it('counts a capped total as “1,000+ results”', () => {
    table({ rows: [investor('a', 'Acme Holdings')], total: 1000, totalCapped: true });
    expect(screen.getByText('1,000+ results')).toBeTruthy();
  });

  it('shows under a name the words its profile matched, and a link to similar companies', () => {
    table({ rows: [investor('a', 'Align Technology', { matched_words: ['aligners', 'orthodontic'] })] });
    expect(screen.getByText('Matched: aligners, orthodontic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find companies similar to Align Technology' }).getAttribute('href')).toBe(similarPath('a'));
  });

  it('selects a row by a click anywhere on it or by its named radio', () => {
    const { onSelect } = table({ rows: [investor('a', 'Acme Holdings'), investor('b', 'Borealis Capital', { type: 'private equity' })] });
    fireEvent.click(screen.getByText('Borealis Capital'));
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.click(screen.getByRole('radio', { name: 'Select Acme Holdings' }));
    expect(onSelect).toHaveBeenLastCalledWith('a');
  });

  it.each([
    ['-score', 'company_name'],
    ['company_name', '-company_name'],
    ['-company_name', '-score'],
  ] as const)('sorted by %s, a click on the Name header asks for %s (the best fit first once a sort is cleared)', (sort, next) => {
    const { onSort } = table({ rows: [investor('a', 'Acme Holdings')], sort });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByText('Name'));
    expect(onSort).toHaveBeenLastCalledWith(next);
  });
});
