import { datasetSearchSchema } from '@dealscout/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateIndex, stemOf, terms } from '../../src/modules/investor-index/index.js';
import { descriptionPool } from '../../src/modules/discovery/description-pool.js';
import { similarPool } from '../../src/modules/discovery/similar-pool.js';
import { stemsWithin } from '../../src/modules/discovery/telling-words.js';
import { loadSampleInvestors } from '../support/investors-fixture.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const w = useWorkspace('professional');

beforeAll(async () => {
  await loadSampleInvestors(w.t);
});

describe('the telling words a pool asks for', () => {
  const frequency = new Map([
    ['rare', 10],
    ['common', 900],
    ['other', 50],
  ]);

  it('keeps, in their order, the stems whose rows fit the budget between them, the common ones left out', () => {
    expect(stemsWithin(['common', 'rare', 'other'], frequency, 100)).toEqual(['rare', 'other']);
    expect(stemsWithin(['rare', 'other'], frequency, 55)).toEqual(['rare']);
  });

  it('counts a stem the statistics do not know as none, and keeps nothing when nothing fits', () => {
    expect(stemsWithin(['unknown', 'common'], frequency, 100)).toEqual(['unknown']);
    expect(stemsWithin(['common'], frequency, 100)).toEqual([]);
  });
});

describe('the pools chosen in the database above the threshold', () => {
  it('similar companies: the industry part takes every row of the same six-digit code before any of its five digits', async () => {
    const { candidates } = await candidateIndex(w.t.db);
    const corporations = candidates.map((candidate) => candidate.investor).filter((investor) => investor.type === 'corporation');
    const byCode = new Map<string, typeof corporations>();
    for (const investor of corporations) {
      const code = investor.naics_six_digit_industry ?? '';
      byCode.set(code, [...(byCode.get(code) ?? []), investor]);
    }
    const source = corporations.find((investor) => {
      const code = investor.naics_six_digit_industry ?? '';
      const sameFive = corporations.filter((other) => other.naics_six_digit_industry?.startsWith(code.slice(0, 5))).length;
      return code.length === 6 && byCode.get(code)!.length >= 3 && sameFive > byCode.get(code)!.length + 2;
    })!;
    expect(source).toBeDefined();
    const sameCode = byCode.get(source.naics_six_digit_industry!)!.map((investor) => investor.id);
    const pool = await similarPool(w.t.db, { ...source, market_cap: null }, [], {
      text: 0,
      industry: sameCode.length + 1,
      prior: 0,
      matches: 0,
    });
    const ids = pool.map((investor) => investor.id);
    expect(ids).toHaveLength(sameCode.length + 1);
    expect(ids).toEqual(expect.arrayContaining(sameCode));
  });

  it('a description: with both its words common, only the rows holding both; with one rare, the rows holding it too', async () => {
    const query = datasetSearchSchema.parse({});
    const sizes = { text: 1_000, largest: 0, matches: 100 };
    const [oil, gas] = [stemOf('oil'), stemOf('gas')];
    const holds = (stems: string[]) => stems.includes(oil) && stems.includes(gas);
    const profileTerms = (investor: { description: string | null; keywords: string[]; company_name: string }) =>
      terms(`${investor.company_name} ${investor.keywords.join(' ')} ${investor.description ?? ''}`);
    const common = await descriptionPool(
      w.t.db,
      query,
      'oil gas',
      [],
      new Map([
        [oil, 1_000],
        [gas, 1_000],
      ]),
      sizes,
    );
    expect(common.length).toBeGreaterThan(0);
    expect(common.every((investor) => holds(profileTerms(investor)))).toBe(true);
    const rareGas = await descriptionPool(
      w.t.db,
      query,
      'oil gas',
      [],
      new Map([
        [oil, 1_000],
        [gas, 1],
      ]),
      sizes,
    );
    expect(rareGas.length).toBeGreaterThan(common.length);
    expect(rareGas.some((investor) => !holds(profileTerms(investor)))).toBe(true);
  });
});
