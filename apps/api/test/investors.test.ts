import {
  commonMessages,
  companyMessages,
  DATASET_SORTS,
  datasetReplySchema,
  datasetSearchParams,
  investorDetailSchema,
  investorMessages as m,
  type DatasetSearchInput,
  type Investor,
  type InvestorRow,
} from '@dealscout/domain';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers } from '../src/seed/demo-companies.js';
import { createOrganization, createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { investorActivities, users } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/sessions.service.js';
import { loadShippedInvestors } from '../src/modules/investors/load-dataset.js';
import { bearer } from './support/auth-helpers.js';
import { loadSampleInvestors, made } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fieldsOf, invalidInput } from './support/error-replies.js';

let t: TestApp;
let sample: Investor[];
const token = { pro: '', trial: '' };
const id = { trial: '', lakeside: '', foreignCompany: '' };

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  sample = await loadSampleInvestors(t);
  const session = async (user: { id: string }) =>
    (await createSession(t.db, user.id, { ip: '10.9.0.1', userAgent: 'test' }, { maxAgeDays: 1 })).token;
  const pro = await createUser(t.db, { email: 'pro@example.com', role: 'professional' });
  const trial = await createUser(t.db, { email: 'trial@example.com', role: 'enterprise', freeTrial: true, remainingTrial: 3 });
  const noTrial = await createUser(t.db, { email: 'none@example.com', role: 'enterprise' });
  Object.assign(token, {
    pro: await session(pro),
    trial: await session(trial),
  });
  id.trial = trial.id;
  const organization = await createOrganization(t.db, 'Pro Partners', [{ userId: pro.id }]);
  id.lakeside = (
    await insertCompany(t.db, { name: 'Lakeside Eye', createdBy: pro.id, organizationId: organization.id, userInput: lakesideEyeAnswers })
  ).id;
  id.foreignCompany = (await insertCompany(t.db, { name: 'Not Yours', createdBy: noTrial.id })).id;
});
afterAll(() => t.close());

type Who = keyof typeof token;
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const search = async (input: DatasetSearchInput, who: Who = 'pro') => {
  const response = await get(who, `/api/dataset?${datasetSearchParams(input)}`);
  expect(response.statusCode, response.body).toBe(200);
  return datasetReplySchema.parse(response.json());
};
const names = (rows: InvestorRow[]) => rows.map((row) => row.company_name);
const all = (input: DatasetSearchInput = {}) => search({ limit: 300, ...input });
const remainingOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.remainingTrial;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/dataset: searching', () => {
  it('answers a page of 10 of every investor by name, with the total and no trial for a professional', async () => {
    const reply = await search({});
    expect(reply.total).toBe(sample.length);
    expect(reply.data).toHaveLength(10);
    expect(reply.remaining_trial).toBeNull();
    expect(reply.data.every((row) => row.score === 0)).toBe(true);
    const everyone = await all();
    expect(names(everyone.data)).toEqual([...names(everyone.data)].sort(byName));
  });

  it('finds by name, by words of the description and by keywords, with relevance as the score', async () => {
    const byNamePart = await search({ search: 'zephyr' });
    expect(names(byNamePart.data)).toEqual(['Zephyr Eye Care Partners', 'Zephyrine Dermatology Clinics']);
    expect(byNamePart.data.every((row) => row.score >= 85)).toBe(true);
    expect((await search({ search: 'Zephyr Eye Care Partners' })).data[0]).toMatchObject({
      company_name: made.eyeFund.company_name,
      score: 100,
    });
    const byDescription = await search({ search: 'xylophonic' });
    expect(names(byDescription.data)).toEqual([made.clinic.company_name]);
    expect(byDescription.data[0]!.score).toBeGreaterThan(0);
    expect(names((await search({ search: 'zymurgy' })).data)).toEqual([made.seedFund.company_name]);
    expect((await search({ search: 'nothing-matches-this-qwxz' })).total).toBe(0);
  });

  it('takes % and _ in the search box literally', async () => {
    expect(names((await search({ search: '0%' })).data)).toEqual([made.abroad.company_name]);
    expect(names((await search({ search: 'e_h' })).data)).toEqual([made.abroad.company_name]);
    expect((await search({ search: '100%' })).data[0]!.company_name).toBe(made.abroad.company_name);
  });

  it('filters by states (names or codes, empty ones dropped) and types', async () => {
    const wyoming = await all({ state: ['Wyoming'] });
    expect(names(wyoming.data).sort()).toEqual([made.eyeFund.company_name, made.clinic.company_name].sort());
    expect((await all({ state: ['WY', 'SD'] })).total).toBe(3);
    const ontario = (await get('pro', '/api/dataset?state=&state=Ontario&limit=300')).json().data as InvestorRow[];
    expect(names(ontario)).toContain(made.abroad.company_name);
    expect(ontario.every((row) => row.us_state_full === 'Ontario')).toBe(true);
    const venture = await all({ type: ['venture capital'] });
    expect(venture.total).toBe(sample.filter((investor) => investor.type === 'venture capital').length);
    expect(venture.data.every((row) => row.type === 'venture capital')).toBe(true);
    const both = await all({ type: ['venture capital', 'private equity'], state: ['Wyoming'] });
    expect(names(both.data)).toEqual([made.eyeFund.company_name]);
  });

  it('splits companies from investors by tab', async () => {
    const companies = await all({ tab: 'companies' });
    const investors = await all({ tab: 'investors' });
    expect(companies.total + investors.total).toBe(sample.length);
    expect(companies.data.every((row) => row.type === 'corporation')).toBe(true);
    expect(investors.data.every((row) => row.type !== 'corporation')).toBe(true);
    expect((await all({ tab: 'companies', type: ['private equity'] })).total).toBe(0);
  });

  it('applies each advanced filter: any keyword, NAICS prefixes, sectors, the financial sliders', async () => {
    expect(names((await all({ advanced_search: { keywords: ['zymurgy', 'xylophonic'] } })).data)).toEqual([
      made.seedFund.company_name,
      made.clinic.company_name,
    ]);
    // Offices of physicians: the two made ones and any shipped company of the sample with the code (Concentra, 621111).
    const physicians = await all({ advanced_search: { naics: ['6211'] } });
    expect(names(physicians.data)).toEqual(expect.arrayContaining([made.eyeFund.company_name, made.clinic.company_name]));
    expect(names(physicians.data).sort()).toEqual(
      sample
        .filter((row) => row.naics_six_digit_industry?.startsWith('6211'))
        .map((row) => row.company_name)
        .sort(),
    );
    const healthcareOrMaterials = await all({ advanced_search: { sectors: ['Healthcare', 'Materials'] } });
    expect(healthcareOrMaterials.total).toBe(
      sample.filter((row) => row.sector_focus.some((s) => ['Healthcare', 'Materials'].includes(s))).length,
    );
    expect(healthcareOrMaterials.data.every((row) => row.sector_focus.some((s) => ['Healthcare', 'Materials'].includes(s)))).toBe(true);
    // 50 on the slider is about 31.6 mm: the eye fund's EBITDA (5) is in [0, 50], the seed fund's (500) is not.
    expect(names((await all({ advanced_search: { ebitda: [0, 50] } })).data)).toEqual([made.eyeFund.company_name]);
    expect(names((await all({ advanced_search: { ebitda: [80, 100] } })).data)).toEqual([made.seedFund.company_name]);
    expect(names((await all({ advanced_search: { revenue: [40, 60], ev: [50, 70], equity_investment: [30, 60] } })).data)).toEqual([
      made.eyeFund.company_name,
    ]);
    expect((await all({ advanced_search: { ebitda: [0, 100] } })).total).toBe(sample.length);
    expect((await all({ advanced_search: { keywords: ['ophthalmology'], sectors: ['Materials'] } })).total).toBe(0);
  });

  it.each(DATASET_SORTS)('sorts by %s, ties by name', async (sort) => {
    const rows = (await all({ sort, search: sort.includes('score') ? 'zephyr' : undefined })).data;
    const key = sort.replace(/^-/, '') as 'score' | 'company_name' | 'us_state_full' | 'country' | 'type';
    const descending = sort.startsWith('-');
    const values = rows.map((row) => row[key]);
    const present = values.filter((value) => value !== null);
    const expected = [...present].sort((a, b) => (typeof a === 'number' ? a - (b as number) : byName(String(a), String(b))));
    expect(present).toEqual(descending ? expected.reverse() : expected);
    // Rows without the value come last.
    expect(values.slice(present.length).every((value) => value === null)).toBe(true);
  });

  it('pages with offset and limit without overlap, up to 300 rows', async () => {
    const whole = await all();
    const first = await search({ limit: 10 });
    const second = await search({ offset: 10, limit: 10 });
    expect([...names(first.data), ...names(second.data)]).toEqual(names(whole.data).slice(0, 20));
    expect(second.total).toBe(whole.total);
    expect((await search({ offset: whole.total })).data).toEqual([]);
    expect((await search({ limit: 300 })).data).toHaveLength(Math.min(300, whole.total));
    expect((await search({ limit: 1 })).data).toHaveLength(1);
  });
});

describe('GET /api/dataset: the rank score for the selected company', () => {
  it('ranks by fit to the company: same NAICS, sector and words first, 0-100', async () => {
    const reply = await search({ user_company_id: id.lakeside, limit: 300 });
    expect(reply.data[0]!.company_name).toBe(made.eyeFund.company_name);
    expect(reply.data[0]!.score).toBeGreaterThanOrEqual(80);
    const scores = reply.data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score >= 0 && score <= 100)).toBe(true);
    const clinic = reply.data.find((row) => row.company_name === made.clinic.company_name)!;
    const abroad = reply.data.find((row) => row.company_name === made.abroad.company_name)!;
    expect(clinic.score).toBeGreaterThan(abroad.score);
  });

  it('answers 404 for a company the user cannot see, and an invalid id', async () => {
    for (const companyId of [id.foreignCompany, 'not-a-uuid']) {
      const response = await get('pro', `/api/dataset?user_company_id=${companyId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: companyMessages.notFound, code: 'not_found' });
    }
  });
});

describe('GET /api/dataset: validation', () => {
  const advanced = (value: unknown) => `advanced_search=${encodeURIComponent(JSON.stringify(value))}`;
  it.each([
    ['a limit of 10,000', 'limit=10000', 'limit', m.limit],
    ['a limit of 0', 'limit=0', 'limit', m.limit],
    ['a limit in words', 'limit=ten', 'limit', m.limit],
    ['a negative offset', 'offset=-1', 'offset', m.offset],
    ['an unknown sort', 'sort=price', 'sort', m.unknownSort],
    ['an unknown tab', 'tab=funds', 'tab', m.unknownTab],
    ['an unknown type', 'type=hedge%20fund', 'type.0', m.unknownType],
    ['a search of 201 characters', `search=${'x'.repeat(201)}`, 'search', m.searchTooLong],
    ['a search of punctuation only', `search=${encodeURIComponent('%%% -- "" !?')}`, 'search', m.searchNeedsWord],
    ['a search of full-width punctuation', `search=${encodeURIComponent('！？・')}`, 'search', m.searchNeedsWord],
    ['a search of 100,000 characters', `search=${'x'.repeat(100_000)}`, 'search', m.searchTooLong],
    ['advanced_search that is not JSON', 'advanced_search=%7Bnot%20json', 'advanced_search', m.advancedSearchJson],
    ['7 keywords', advanced({ keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }), 'advanced_search.keywords', m.tooManyKeywords],
    ['a NAICS code with a letter', advanced({ naics: ['62x'] }), 'advanced_search.naics.0', m.naicsCode],
    ['an unknown sector', advanced({ sectors: ['Crypto'] }), 'advanced_search.sectors.0', m.unknownSector],
    ['a slider past 100', advanced({ ebitda: [0, 101] }), 'advanced_search.ebitda', m.rangeBounds],
    ['a slider range upside down', advanced({ ev: [70, 20] }), 'advanced_search.ev', m.rangeOrder],
    ['an unknown advanced filter', advanced({ colour: 'red' }), 'advanced_search.colour', 'Unknown field'],
    ['advanced_search of 100,000 characters', `advanced_search=${'x'.repeat(100_000)}`, 'advanced_search', m.advancedSearchJson],
  ])('refuses %s with a 400', async (_, query, field, message) => {
    const response = await get('trial', `/api/dataset?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidInput({ [field]: [message] }));
  });

  it('refuses NUL bytes anywhere in the query', async () => {
    for (const query of ['search=a%00b', advanced({ keywords: ['a\u0000'] }), 'state=Ohio%00']) {
      const response = await get('pro', `/api/dataset?${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.values(fieldsOf(response.json())).flat()).toEqual([commonMessages.nulCharacter]);
    }
  });

  it('spent no free search on refused requests', async () => {
    expect(await remainingOf(id.trial)).toBe(3);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dataset' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/investor/${made.eyeFund.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/investor/{id}', () => {
  it('answers the investor with every field, and no activities for the shipped data', async () => {
    const response = await get('pro', `/api/investor/${made.eyeFund.id}`);
    expect(response.statusCode).toBe(200);
    const detail = investorDetailSchema.parse(response.json());
    expect(detail).toEqual({ investor: made.eyeFund, activities: [] });
  });

  it('lists activities newest first', async () => {
    await t.db.insert(investorActivities).values([
      { investorId: made.seedFund.id, occurredOn: '2024-03-01', title: 'Led a seed round' },
      { investorId: made.seedFund.id, occurredOn: '2025-01-15', title: 'Raised Fund II', url: 'https://quokka.example/fund-ii' },
    ]);
    const { activities } = (await get('pro', `/api/investor/${made.seedFund.id}`)).json();
    const event = { kind: 'other', counterpart_name: null, counterpart_url: null, counterpart_naics: null, counterpart_categories: [] };
    expect(activities).toEqual([
      {
        date: '2025-01-15',
        title: 'Raised Fund II',
        description: null,
        url: 'https://quokka.example/fund-ii',
        ...event,
        amount_usd: null,
        counterpart_investor_id: null,
      },
      {
        date: '2024-03-01',
        title: 'Led a seed round',
        description: null,
        url: null,
        ...event,
        amount_usd: null,
        counterpart_investor_id: null,
      },
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const investorId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await get('pro', `/api/investor/${investorId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: m.notFound, code: 'not_found' });
    }
  });
});

describe('loading the shipped dataset', () => {
  it('loads a file once, updates known ids, and loads again only when the file changes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dealscout-dataset-'));
    const file = path.join(dir, 'investors.json.gz');
    const fresh = { ...made.clinic, id: '00000000-0000-4000-8000-0000000000f1', company_name: 'Yarrow Labs' };
    const write = (investors: Investor[]) => writeFile(file, gzipSync(JSON.stringify({ investors })));
    await write([fresh, { ...made.clinic, hq_address: 'Cheyenne, WY 82001' }]);
    const progress: string[] = [];
    expect(await loadShippedInvestors(t.db, { file, onProgress: (done, total) => progress.push(`${done}/${total}`) })).toBe(2);
    expect(progress).toEqual(['2/2']);
    expect(await loadShippedInvestors(t.db, { file })).toBe(0);
    const detail = (await get('pro', `/api/investor/${made.clinic.id}`)).json();
    expect(detail.investor.hq_address).toBe('Cheyenne, WY 82001');
    expect((await get('pro', `/api/investor/${fresh.id}`)).statusCode).toBe(200);
    await write([{ ...fresh, company_name: 'Yarrow Labs Inc.' }]);
    expect(await loadShippedInvestors(t.db, { file })).toBe(1);
    // The maintained total counts inserts only, not the rows an upsert updated.
    const [{ rows }] = [await t.db.execute(sql`SELECT count(*)::int AS rows FROM investors`)] as unknown as [{ rows: { rows: number }[] }];
    expect((await search({})).total).toBe(rows[0]!.rows);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('OpenAPI', () => {
  it('documents the search query and the detail route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = doc.paths['/api/dataset'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters).toEqual(
      expect.arrayContaining(['search', 'state', 'type', 'tab', 'advanced_search', 'sort', 'offset', 'limit', 'user_company_id']),
    );
    expect(doc.paths['/api/investor/{id}'].get).toBeDefined();
  });
});
