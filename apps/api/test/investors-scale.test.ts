import { datasetReplySchema, datasetSearchParams, type DatasetSearchInput, type Investor } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers } from '../src/seed/demo-companies.js';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { createSession } from '../src/modules/auth/sessions.service.js';
import { TOTAL_CAP } from '../src/modules/investors/dataset-total.js';
import { refreshInvestorStatistics } from '../src/modules/investors/investor-statistics.js';
import { upsertDatasetInvestors } from '../src/modules/investors/load-dataset.js';
import { bearer } from './support/auth-helpers.js';
import { blank, made } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The search of a large table (issue 9's speed work) on a small one: SEARCH_EXACT_UP_TO is lowered to
 * 1,000 so 2,500 orchard rows make a "large" table. The rows a search must find first (an exact name,
 * a company's best fit) are written after them, so they are not among the first matches a scan reads.
 */
const FILLER = 2_500;
const orchard: Investor = {
  ...blank,
  id: '00000000-0000-4000-8000-0000000000f1',
  company_name: 'Orchard',
  type: 'corporation',
  description: 'A cooperative of orchard growers.',
  us_state_full: 'Vermont',
};

/** Its name starts with 'Orchard' but no word of it says so: only the name candidates find it past the first matches. */
const orchardApple: Investor = {
  ...blank,
  // An id of the last of the eight partitions, which a scan reads last.
  id: '00000000-0000-4000-8000-0000000000ca',
  company_name: 'Orchard Apple Cooperative',
  type: 'corporation',
  description: 'Presses cider.',
  us_state_full: 'Vermont',
};

let t: TestApp;
let token = '';
let lakeside = '';

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '', SEARCH_EXACT_UP_TO: '1000' });
  await t.db
    .execute(sql`INSERT INTO investors (company_name, description, keywords, type, naics_six_digit_industry, us_state_full, country, sector_focus)
    SELECT 'Orchard Grower ' || lpad(g::text, 4, '0'), 'Grows apples and pears in orchards across the valley.', ARRAY['orchard', 'apples'],
      CASE WHEN g % 10 = 0 THEN 'private equity' ELSE 'corporation' END, '111331',
      (ARRAY['Oregon', 'Washington', 'Idaho', 'Montana', 'Utah'])[1 + g % 5], 'United States', ARRAY['Consumer Staples']
    FROM generate_series(1, ${FILLER}) g`);
  await upsertDatasetInvestors(t.db, [...Object.values(made), orchard, orchardApple]);
  await refreshInvestorStatistics(t.db);
  const pro = await createUser(t.db, { email: 'pro@example.com', role: 'professional' });
  token = (await createSession(t.db, pro.id, { ip: '10.9.0.2', userAgent: 'test' }, { maxAgeDays: 1 })).token;
  lakeside = (await insertCompany(t.db, { name: 'Lakeside Eye', createdBy: pro.id, userInput: lakesideEyeAnswers })).id;
});
afterAll(() => t.close());

const search = async (input: DatasetSearchInput) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/dataset?${datasetSearchParams(input)}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return datasetReplySchema.parse(response.json());
};
const ids = (reply: { data: { id: string }[] }) => reply.data.map((row) => row.id);

describe('GET /api/dataset on a large table: totals', () => {
  it('stops counting past 1,000 matches and says so', async () => {
    for (const input of [
      { search: 'orchard' },
      { state: ['Oregon', 'Idaho', 'Utah'] },
      { advanced_search: { naics: ['1113'] }, sort: 'company_name' as const },
    ]) {
      const reply = await search(input);
      expect(reply.total, JSON.stringify(input)).toBe(TOTAL_CAP);
      expect(reply.total_capped, JSON.stringify(input)).toBe(true);
      expect(reply.data).toHaveLength(10);
    }
  });

  it('counts exactly below the cap, and every investor with no condition', async () => {
    const wyoming = await search({ state: ['Wyoming'] });
    expect([wyoming.total, wyoming.total_capped]).toEqual([2, false]);
    const oregon = await search({ state: ['Oregon'] });
    expect([oregon.total, oregon.total_capped]).toEqual([FILLER / 5, false]);
    const word = await search({ search: 'zymurgy' });
    expect([word.total, word.total_capped]).toEqual([1, false]);
    const everyone = await search({});
    expect([everyone.total, everyone.total_capped]).toEqual([FILLER + Object.keys(made).length + 2, false]);
  });
});

describe('GET /api/dataset on a large table: ranked candidates', () => {
  it('puts the exact name first, then names that start with the search', async () => {
    const reply = await search({ search: 'Orchard' });
    expect(reply.data[0]!.id).toBe(orchard.id);
    expect(reply.data[0]!.score).toBe(100);
    const scores = reply.data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(reply.data.slice(1).every((row) => row.company_name.startsWith('Orchard '))).toBe(true);
  });

  it('finds a name that starts with the search among rows read after the first matches, for any word', async () => {
    const firstMatches = await t.db.execute(
      sql`SELECT id FROM investors WHERE company_name ILIKE '%orchard%' OR search_vector @@ websearch_to_tsquery('english', 'orchard') LIMIT ${TOTAL_CAP + 1}`,
    );
    expect((firstMatches as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)).not.toContain(orchardApple.id);
    // Other words first: on PostgreSQL the search's plan, made once, serves every word.
    for (const word of ['zymurgy', 'apples']) expect((await search({ search: word })).data.length).toBeGreaterThan(0);
    const start = await search({ search: 'Orch' });
    expect(ids(start).slice(0, 2)).toEqual([orchard.id, orchardApple.id]);
    expect(start.data[1]!.score).toBe(95);
    const word = await search({ search: 'orchard' });
    expect(ids(word).slice(0, 2)).toEqual([orchard.id, orchardApple.id]);
  });

  it('keeps the other filters on the name candidates, and counts a filtered search below the cap exactly', async () => {
    const vermont = await search({ search: 'Orchard', state: ['Vermont'] });
    expect(ids(vermont)).toEqual([orchard.id, orchardApple.id]);
    expect([vermont.total, vermont.total_capped]).toEqual([2, false]);
    const investorsTab = await search({ search: 'orchard', tab: 'investors', limit: 50 });
    expect([investorsTab.total, investorsTab.total_capped]).toEqual([FILLER / 10, false]);
    expect(investorsTab.data.every((row) => row.type === 'private equity')).toBe(true);
    expect(investorsTab.data).toHaveLength(50);
  });

  it("ranks the selected company's best fits first, written after every other row", async () => {
    const reply = await search({ user_company_id: lakeside, limit: 20 });
    expect(reply.data[0]!.company_name).toBe(made.eyeFund.company_name);
    expect(reply.data[0]!.score).toBeGreaterThanOrEqual(80);
    expect(reply.data[1]!.company_name).toBe(made.clinic.company_name);
    const scores = reply.data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(reply.total_capped).toBe(false);
  });

  it('pages over the same ranking: pages of 10 make the page of 50, and 1,000 distinct rows in all', async () => {
    const fifty = await search({ search: 'orchard', limit: 50 });
    const pages = await Promise.all([0, 10, 20, 30, 40].map((offset) => search({ search: 'orchard', offset })));
    expect(pages.flatMap(ids)).toEqual(ids(fifty));
    expect(ids(await search({ search: 'orchard', limit: 50 }))).toEqual(ids(fifty));
    const all = await Promise.all([0, 250, 500, 750].map((offset) => search({ search: 'orchard', offset, limit: 250 })));
    const seen = all.flatMap(ids);
    expect(seen).toHaveLength(TOTAL_CAP);
    expect(new Set(seen).size).toBe(TOTAL_CAP);
    expect(all.every((page) => page.total === TOTAL_CAP && page.total_capped)).toBe(true);
  });
});
