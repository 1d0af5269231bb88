import { toUserInput, type Investor, type UserInput } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { historySentence } from '../../src/modules/florence/engine/reasons.js';
import { companyProfileOf, rankCandidates, reasonsFor } from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { indexHistory, type PastDeal } from '../../src/modules/investor-index/history-index.js';
import { blank } from '../support/investors-fixture.js';

const company = (name: string, description: string, keywords: string[], id: number): Investor => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  ...blank,
  company_name: name,
  description,
  keywords,
  type: 'corporation',
  market_cap: 'Mid Cap',
});

/** Two distributors alike in what they say; only one has bought dental practices before. */
const candidates = [
  company('Northgate Supply Co', 'Distributes medical and office supplies to hospitals and clinics.', ['distribution', 'supplies'], 1),
  company('Southgate Supply Co', 'Distributes medical and office supplies to hospitals and clinics.', ['distribution', 'supplies'], 2),
  company('Harbor Freight Lines', 'Trucking and freight logistics across North America.', ['trucking', 'freight'], 3),
  company('Sunbelt Bancorp', 'Community banking, deposits and commercial loans.', ['banking', 'loans'], 4),
];
const deal = (name: string, date: string, categories: string[]): PastDeal => ({
  investorId: candidates[1]!.id,
  name,
  date,
  kind: 'acquisition',
  description: null,
  categories,
  naics: null,
});
const deals = [
  deal('Bright Smile Dental', '2023-05-10', ['Dental Practices']),
  deal('Coastal Orthodontics', '2021-02-01', ['Dental Practices', 'Orthodontics']),
  deal('Gulf Pediatric Dentistry', '2019-09-09', ['Dental Practices']),
  deal('Metro Dental Lab', '2018-01-01', ['Dental Laboratory']),
  deal('Quarry Trucks', '2017-01-01', ['Trucking']),
];
const dentalGroup: UserInput = toUserInput({
  'question-one': ['Sell'],
  buyer_type: ['Strategic'],
  description_input: ['A group of general dental practices and a dental lab.'],
  product_input: ['Dental practices'],
});

describe("Florence's deal history", () => {
  it('ranks exactly as without it where no candidate has a deal', () => {
    const index = indexCandidates(candidates);
    const profile = companyProfileOf(dentalGroup);
    expect(indexHistory(index, [])).toBeNull();
    expect(rankCandidates(profile, index, undefined, { history: indexHistory(index, []) })).toEqual(rankCandidates(profile, index));
  });

  it('lifts the candidate that bought companies like yours, and cites at most three of them, closest first', () => {
    const index = indexCandidates(candidates);
    const profile = companyProfileOf(dentalGroup);
    const without = rankCandidates(profile, index);
    const ranked = rankCandidates(profile, index, undefined, { history: indexHistory(index, deals) });
    expect(without.findIndex((entry) => entry.investor.company_name === 'Southgate Supply Co')).toBeGreaterThan(0);
    expect(ranked[0]!.investor.company_name).toBe('Southgate Supply Co');
    const history = ranked[0]!.factors.find((factor) => factor.key === 'history')!;
    expect(history.value).toBeGreaterThan(0.5);
    expect(history.evidence).toHaveLength(3);
    expect(history.evidence.map((item) => item.candidate_value).join(' ')).not.toContain('Quarry Trucks');
    // A candidate without deals has the factor at 0, with nothing to cite.
    const other = ranked.find((entry) => entry.investor.company_name === 'Northgate Supply Co')!;
    expect(other.factors.find((factor) => factor.key === 'history')).toMatchObject({ value: 0, evidence: [] });
    const paragraph = reasonsFor(ranked[0]!, profile, index).ai_description;
    expect(paragraph).toMatch(/Bought (four|three) companies like yours(:|, among them) [^.]*\(20\d\d\)/);
  });

  it('says the count in words and names at most three', () => {
    const cited = (names: string[], total: number) =>
      names.map((name) => ({
        company_field: 'Deals like yours',
        company_value: String(total),
        candidate_field: 'Past acquisition',
        candidate_value: name,
      }));
    expect(historySentence({ pastDeals: cited(['Acme (2014)'], 1) })).toBe('Bought a company like yours: Acme (2014).');
    expect(historySentence({ pastDeals: cited(['A (2014)', 'B (2012)'], 2) })).toBe(
      'Bought two companies like yours: A (2014) and B (2012).',
    );
    expect(historySentence({ pastDeals: cited(['A (2014)', 'B (2012)', 'C (2010)'], 7) })).toBe(
      'Bought seven companies like yours, among them A (2014), B (2012) and C (2010).',
    );
    expect(historySentence({ pastDeals: [] })).toBeNull();
  });
});
