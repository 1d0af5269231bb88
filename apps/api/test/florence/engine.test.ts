import type { Investor, UserInput } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { companyProfileOf, rankCandidates, reasonsFor, type RankedCandidate } from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { blank } from '../support/investors-fixture.js';

let serial = 0;
function investor(fields: Partial<Investor> & Pick<Investor, 'company_name'>): Investor {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    ...blank,
    type: 'corporation',
    market_cap: 'Mid Cap',
    ...fields,
  };
}

/** A few unrelated companies, so the dataset's word statistics mean something. */
const background = [
  investor({
    company_name: 'Harbor Freight Lines',
    description: 'Trucking and freight logistics across North America.',
    keywords: ['trucking', 'freight'],
    naics_six_digit_industry: '484121',
    narrow_specialty: 'Road & Rail',
  }),
  investor({
    company_name: 'Sunbelt Bancorp',
    description: 'Community banking, deposits and commercial loans.',
    keywords: ['banking', 'loans'],
    naics_six_digit_industry: '522110',
    narrow_specialty: 'Banks',
  }),
  investor({
    company_name: 'Granite Quarry Works',
    description: 'Crushed stone and construction aggregates.',
    keywords: ['aggregates', 'stone'],
    naics_six_digit_industry: '212312',
    narrow_specialty: 'Construction Materials',
  }),
  investor({
    company_name: 'Pixel Forge Games',
    description: 'Video games for consoles and mobile phones.',
    keywords: ['video games', 'consoles'],
    naics_six_digit_industry: '513210',
    narrow_specialty: 'Entertainment',
  }),
];

const eyeCare = investor({
  company_name: 'Clearview Vision Group',
  description: 'Ophthalmology clinics offering cataract surgery, LASIK and glaucoma care.',
  keywords: ['ophthalmology', 'cataract', 'glaucoma'],
  naics_six_digit_industry: '621111',
  narrow_specialty: 'Health Care Providers & Services',
  us_state_full: 'Ohio',
  supply_chain_position: 'Healthcare Provider',
});

function rank(extra: Investor[], answers: UserInput) {
  const ranked = rankCandidates(companyProfileOf(answers), indexCandidates([...background, ...extra]));
  return { ranked, position: (name: string) => ranked.findIndex((candidate) => candidate.investor.company_name === name) };
}

const sell = (attributes: Record<string, unknown[]>, goals: Record<string, unknown[]> = {}): UserInput => [
  { 'question-one': ['Sell'], buyer_type: ['Strategic'], ...goals } as UserInput[number],
  attributes as UserInput[number],
  {},
];

const scoreOf = (ranked: RankedCandidate[], name: string) => ranked.find((candidate) => candidate.investor.company_name === name)!.score;

describe('Florence engine', () => {
  it("ranks the candidate whose profile speaks the company's words first", () => {
    const { position } = rank(
      [eyeCare],
      sell({ description_input: ['Cataract surgery and glaucoma care clinics'], service_input: ['Cataract surgery'] }),
    );
    expect(position('Clearview Vision Group')).toBe(0);
  });

  it('scores a closer NAICS code higher, all else equal', () => {
    const near = investor({ company_name: 'Near Industry', naics_six_digit_industry: '621112' });
    const far = investor({ company_name: 'Far Industry', naics_six_digit_industry: '611110' });
    const { ranked } = rank([near, far], sell({ 'NAICS-Sub-Dropdown': ['621111'], description_input: ['A clinic'] }));
    expect(scoreOf(ranked, 'Near Industry')).toBeGreaterThan(scoreOf(ranked, 'Far Industry'));
  });

  it('prefers a larger buyer for a sale and a smaller target for an acquisition', () => {
    const large = investor({ company_name: 'Large Co', market_cap: 'Mega Cap' });
    const small = investor({ company_name: 'Small Co', market_cap: 'Nano Cap' });
    const selling = rank([large, small], sell({ description_input: ['anything'] }));
    expect(scoreOf(selling.ranked, 'Large Co')).toBeGreaterThan(scoreOf(selling.ranked, 'Small Co'));
    const acquiring = rank([large, small], [{ 'question-one': ['Acquire'] }, { description_input: ['anything'] }, {}]);
    expect(scoreOf(acquiring.ranked, 'Small Co')).toBeGreaterThan(scoreOf(acquiring.ranked, 'Large Co'));
  });

  it('scores headquarters in a state the company operates in higher', () => {
    const home = investor({ company_name: 'Home State', us_state_full: 'Ohio' });
    const away = investor({ company_name: 'Away State', us_state_full: 'Nevada' });
    const { ranked } = rank([home, away], sell({ description_input: ['anything'], area_of_operations_dropdown: ['Ohio'] }));
    expect(scoreOf(ranked, 'Home State')).toBeGreaterThan(scoreOf(ranked, 'Away State'));
  });

  it('reads where a company that names no areas operates from its headquarters', () => {
    const home = investor({ company_name: 'Home State', us_state_full: 'Ohio', country: 'United States' });
    const abroad = investor({ company_name: 'Abroad', us_state_full: null, country: 'Germany' });
    const { ranked } = rank([home, abroad], sell({ description_input: ['anything'], location_input: ['United States', 'Ohio'] }));
    expect(scoreOf(ranked, 'Home State')).toBeGreaterThan(scoreOf(ranked, 'Abroad'));
    expect(
      ranked.find((c) => c.investor.company_name === 'Home State')!.factors.find((f) => f.key === 'geography')!.evidence[0],
    ).toMatchObject({
      company_field: 'Headquarters',
      candidate_value: 'Ohio',
    });
  });

  it('does not put Mega caps before Large caps for a company under $50M revenue unless its words say so', () => {
    const mega = investor({ company_name: 'Mega Co', market_cap: 'Mega Cap' });
    const large = investor({ company_name: 'Large Co', market_cap: 'Large Cap' });
    const withRevenue = (revenue: string): UserInput => [
      { 'question-one': ['Sell'], buyer_type: ['Strategic'] },
      { description_input: ['anything'] },
      { revenue_year_one: [revenue] },
    ];
    const small = rank([mega, large], withRevenue('20000000'));
    expect(small.position('Large Co')).toBeLessThan(small.position('Mega Co'));
    const big = rank([mega, large], withRevenue('900000000'));
    expect(big.position('Mega Co')).toBeLessThan(big.position('Large Co'));
    // A revenue of 0 says nothing of size: the general prior stands.
    const unstated = rank([mega, large], withRevenue('0'));
    expect(unstated.position('Mega Co')).toBeLessThan(unstated.position('Large Co'));
  });

  it("ranks an acquirer's targets bigger than itself after every other", () => {
    const bigger = investor({
      company_name: 'Bigger Target',
      market_cap: 'Small Cap',
      description: 'Cataract surgery clinics',
      keywords: ['cataract'],
    });
    const fits = investor({ company_name: 'Fitting Target', market_cap: 'Nano Cap' });
    const acquire: UserInput = [
      { 'question-one': ['Acquire'] },
      { description_input: ['Cataract surgery clinics'] },
      { revenue_year_one: ['30000000'] },
    ];
    const { ranked, position } = rank([bigger, fits], acquire);
    // The background's Mid caps are bigger than a $30M company too: only the Nano cap comes before them.
    expect(position('Fitting Target')).toBe(0);
    expect(ranked.slice(1).every((candidate) => candidate.investor.market_cap !== 'Nano Cap')).toBe(true);
    // Among the bigger ones the score still decides: the one that speaks the company's words leads them.
    expect(position('Bigger Target')).toBe(1);
  });

  it('with a limit, lists the same first candidates in the same order (ties by name, later tier last)', () => {
    const twins = ['Twin B', 'Twin A', 'Twin C'].map((company_name) => investor({ company_name, market_cap: 'Nano Cap' }));
    const bigger = investor({ company_name: 'Bigger Target', market_cap: 'Large Cap', keywords: ['cataract'] });
    const acquire: UserInput = [
      { 'question-one': ['Acquire'] },
      { description_input: ['Cataract clinics'] },
      { revenue_year_one: ['30000000'] },
    ];
    const index = indexCandidates([...background, ...twins, bigger]);
    const whole = rankCandidates(companyProfileOf(acquire), index);
    expect(whole.slice(0, 3).map((candidate) => candidate.investor.company_name)).toEqual(['Twin A', 'Twin B', 'Twin C']);
    for (const limit of [1, 2, 3, 4, whole.length - 1, whole.length + 5])
      expect(rankCandidates(companyProfileOf(acquire), index, undefined, { limit })).toEqual(whole.slice(0, limit));
  });

  it('makes factors and evidence for the first `detailed` candidates only, scoring and ordering every one the same', () => {
    const answers = sell({
      description_input: ['Cataract surgery clinics'],
      supply_chain_dropdown: ['Healthcare Provider'],
      revenue_year_one: ['30000000'],
    });
    const index = indexCandidates([...background, investor({ company_name: 'Eye Care', keywords: ['cataract', 'surgery'] })]);
    const whole = rankCandidates(companyProfileOf(answers), index);
    const detailed = rankCandidates(companyProfileOf(answers), index, undefined, { detailed: 2 });
    expect(detailed.slice(0, 2)).toEqual(whole.slice(0, 2));
    expect(detailed.map(({ investor, score }) => [investor.id, score])).toEqual(whole.map(({ investor, score }) => [investor.id, score]));
    expect(detailed.slice(2).every((candidate) => candidate.factors.length === 0)).toBe(true);
    // Each score is the weighted mean of the factors it lists, where they are made.
    for (const { score, factors } of whole) {
      const weight = factors.reduce((sum, factor) => sum + factor.weight, 0);
      const mean = (100 * factors.reduce((sum, factor) => sum + factor.weight * factor.value, 0)) / weight;
      expect(Math.abs(score - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('scores the same supply chain position higher', () => {
    const same = investor({ company_name: 'Same Position', supply_chain_position: 'Healthcare Provider' });
    const other = investor({ company_name: 'Other Position', supply_chain_position: 'Retailer' });
    const { ranked } = rank([same, other], sell({ description_input: ['anything'], supply_chain_dropdown: ['Healthcare Provider'] }));
    expect(scoreOf(ranked, 'Same Position')).toBeGreaterThan(scoreOf(ranked, 'Other Position'));
  });

  it("reads a position of another sector's list as the roles it stands for: a software vendor is a platform or product developer", () => {
    const peer = investor({ company_name: 'Peer Developer', supply_chain_position: 'Platform or Product Developer' });
    const reseller = investor({ company_name: 'Reseller', supply_chain_position: 'Reseller or Integrator' });
    const answers = sell({
      description_input: ['anything'],
      primary_sector_dropdown: ['Technology'],
      supply_chain_dropdown: ['Software Vendor'],
    });
    const { ranked } = rank([peer, reseller], answers);
    const supplyChain = (name: string) =>
      ranked.find((candidate) => candidate.investor.company_name === name)!.factors.find((f) => f.key === 'supply_chain');
    expect(supplyChain('Peer Developer')?.value).toBe(1);
    expect(supplyChain('Peer Developer')?.evidence[0]).toMatchObject({
      company_value: 'Software Vendor',
      candidate_value: 'Platform or Product Developer',
    });
    expect(supplyChain('Reseller')?.value).toBe(0.3);
    expect(scoreOf(ranked, 'Peer Developer')).toBeGreaterThan(scoreOf(ranked, 'Reseller'));
    // A health-care position is itself, as before the lists.
    expect(companyProfileOf(sell({ supply_chain_dropdown: ['Healthcare Provider'] })).supplyChainRoles).toEqual(['Healthcare Provider']);
  });

  it("scores a preferred deal size near the company's figures higher", () => {
    const fits = investor({ company_name: 'Fits', type: 'private equity', preferred_revenue: 25 });
    const misses = investor({ company_name: 'Misses', type: 'private equity', preferred_revenue: 5000 });
    const { ranked } = rank(
      [fits, misses],
      sell({ description_input: ['anything'] }, { buyer_type: ['Financial'] }).map((set, i) =>
        i === 2 ? { revenue_year_one: ['24000000'] } : set,
      ) as UserInput,
    );
    expect(scoreOf(ranked, 'Fits')).toBeGreaterThan(scoreOf(ranked, 'Misses'));
  });

  it('offers corporations to a strategic sale and investors to a financial one', () => {
    const fund = investor({ company_name: 'Fund', type: 'private equity' });
    const strategic = rank([fund, eyeCare], sell({ description_input: ['clinics'] }));
    expect(strategic.position('Fund')).toBe(-1);
    const financial = rank([fund, eyeCare], sell({ description_input: ['clinics'] }, { buyer_type: ['Financial'] }));
    expect(financial.ranked.map((candidate) => candidate.investor.company_name)).toEqual(['Fund']);
  });

  it('scores every candidate 0 to 100, best first, the same for the same input', () => {
    const answers = sell({ description_input: ['Cataract surgery clinics'], area_of_operations_dropdown: ['Ohio'] });
    const first = rank([eyeCare], answers).ranked;
    expect(first.map((candidate) => candidate.score)).toEqual([...first.map((candidate) => candidate.score)].sort((a, b) => b - a));
    for (const candidate of first) {
      expect(candidate.score).toBeGreaterThanOrEqual(0);
      expect(candidate.score).toBeLessThanOrEqual(100);
    }
    expect(rank([eyeCare], answers).ranked).toEqual(first);
  });

  it('cites as evidence only what both profiles hold, and writes its reasons from it', () => {
    const answers = sell({
      description_input: ['Cataract surgery and glaucoma care'],
      service_input: ['LASIK'],
      area_of_operations_dropdown: ['Ohio'],
      supply_chain_dropdown: ['Healthcare Provider'],
    });
    const { ranked } = rank([eyeCare], answers);
    const top = ranked[0]!;
    const profileText = JSON.stringify(top.investor).toLowerCase();
    const answerText = JSON.stringify(answers).toLowerCase();
    const evidence = top.factors.flatMap((factor) => factor.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    for (const item of evidence.filter((entry) => entry.company_field !== 'Goal')) {
      expect(profileText).toContain(item.candidate_value.split(',')[0]!.toLowerCase());
      expect(answerText).toContain(item.company_value.split(',')[0]!.toLowerCase().slice(0, 20));
    }
    const reasons = reasonsFor(top, companyProfileOf(answers));
    expect(reasons.ai_description).toContain('Clearview Vision Group');
    expect(reasons.ai_description).toMatch(/cataract/i);
    expect(reasons.ai_description).toContain('Ohio');
    expect(reasons.operating_synergies).toMatch(/same link of the supply chain \(healthcare provider\)/);
  });
});
