import { formAnswersOf, QUESTIONS, questionnaireMessages as m, toUserInput, type FormAnswers, type UserInput } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers, northwindDermAnswers } from '../src/seed/demo-companies.js';
import { companies, companyDrafts } from '../src/db/schema/index.js';
import { bearer } from './support/auth-helpers.js';
import { companiesCast } from './support/companies-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { invalidInput } from './support/error-replies.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof companiesCast>>;
let sharedId: string;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  cast = await companiesCast(t);
  sharedId = (await call('alice', 'POST', '/api/user-company', { company_name: 'Harbor Eye', shared: true })).json().id;
});
afterAll(() => t.close());

type Who = 'alice' | 'bob' | 'carol' | 'dan';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(cast[who].token) });
const draftOf = async (who: Who, id = sharedId) => (await call(who, 'GET', `/api/company-draft/${id}`)).json();
const submit = (who: Who, user_input: unknown, id = sharedId) => call(who, 'PUT', '/api/user-company', { id, user_input });
const snapshot = async () =>
  JSON.stringify([
    await t.db.select().from(companies).orderBy(companies.id),
    await t.db.select().from(companyDrafts).orderBy(companyDrafts.companyId, companyDrafts.userId),
  ]);
const withAnswers = (changes: FormAnswers): UserInput => toUserInput({ ...formAnswersOf(lakesideEyeAnswers), ...changes });

describe('GET /api/question', () => {
  it('serves goals, attributes and financials as typed definitions', async () => {
    const response = await call('dan', 'GET', '/api/question');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data)).toEqual(['goals', 'attributes', 'financials']);
    expect(data).toEqual(JSON.parse(JSON.stringify(QUESTIONS)));
    expect(data.goals[0]).toMatchObject({ key: 'question-one', type: 'single-select', parent: [], optional: false });
    expect(data.goals.find((q: { key: string }) => q.key === 'price_importance').range.labels).toHaveLength(10);
    expect(data.attributes.find((q: { key: string }) => q.key === 'NAICS-Sub-Dropdown')).toMatchObject({ option_source: 'naics-sub' });
    expect(data.financials.every((q: { type: string }) => q.type === 'currency')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/question' })).statusCode).toBe(401);
  });
});

describe('drafts', () => {
  it('starts from the submitted answers, and keeps a draft private to its author', async () => {
    expect(await draftOf('alice')).toEqual({ draft: false, data: { user_input: [] } });
    const draft = [{ 'question-one': ['block', 'Sell'], sell_scope: ['block', 'Partial sell'] }];
    expect((await call('alice', 'POST', `/api/company-draft/${sharedId}`, { user_input: draft })).statusCode).toBe(204);
    expect(await draftOf('alice')).toEqual({ draft: true, data: { user_input: draft } });
    // Carol, an Editor of the shared company, sees the submitted answers, never Alice's draft.
    expect(await draftOf('carol')).toEqual({ draft: false, data: { user_input: [] } });

    const carolDraft = [{ 'question-one': ['block', 'Recapitalize'] }];
    await call('carol', 'POST', `/api/company-draft/${sharedId}`, { user_input: carolDraft });
    expect((await draftOf('alice')).data.user_input).toEqual(draft);
    expect((await draftOf('carol')).data.user_input).toEqual(carolDraft);

    // Alice submits: her draft goes, Carol's stays hers; everyone now starts from the submitted answers.
    expect((await submit('alice', lakesideEyeAnswers)).statusCode).toBe(200);
    expect((await draftOf('alice')).draft).toBe(false);
    expect(formAnswersOf((await draftOf('alice')).data.user_input)).toMatchObject({ 'question-one': ['Sell'], sell_scope: ['Sell all'] });
    expect((await draftOf('carol')).data.user_input).toEqual(carolDraft);
  });

  it('discards only the caller draft', async () => {
    await call('alice', 'POST', `/api/company-draft/${sharedId}`, { user_input: [{ 'question-one': ['block', 'Acquire'] }] });
    expect((await call('alice', 'DELETE', `/api/company-draft/${sharedId}`)).statusCode).toBe(204);
    expect((await draftOf('alice')).draft).toBe(false);
    expect((await draftOf('carol')).draft).toBe(true);
    expect((await call('alice', 'DELETE', `/api/company-draft/${sharedId}`)).statusCode).toBe(204);
  });

  it('is 404 for a company the caller cannot see, and writes nothing', async () => {
    const privateId = (await call('alice', 'POST', '/api/user-company', { company_name: 'Private Eye' })).json().id;
    const before = await snapshot();
    for (const [who, id] of [
      ['bob', sharedId],
      ['carol', privateId],
      ['dan', sharedId],
      ['alice', 'not-a-uuid'],
      ['alice', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await call(who, 'GET', `/api/company-draft/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/company-draft/${id}`, { user_input: [{ a: ['b'] }] })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/company-draft/${id}`)).statusCode).toBe(404);
      expect((await submit(who, lakesideEyeAnswers, id)).statusCode).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it('checks a draft for shape only', async () => {
    expect((await call('alice', 'POST', `/api/company-draft/${sharedId}`, { user_input: { not: 'a list' } })).statusCode).toBe(400);
    expect((await call('alice', 'POST', `/api/company-draft/${sharedId}`, {})).statusCode).toBe(400);
  });
});

describe('submission', () => {
  it('accepts both demo companies (the sell and the recapitalize path) in the stored shape', async () => {
    const saved = await submit('alice', northwindDermAnswers);
    expect(saved.statusCode, saved.body).toBe(200);
    const [goals] = saved.json().data.user_input;
    expect(goals).toMatchObject({
      'question-one': ['block', 'Recapitalize'],
      partner_type: ['block', 'Strategic partner'],
      sell_scope: ['none'],
    });
  });

  it('answers 400 naming the question, per type, and writes nothing', async () => {
    await call('alice', 'POST', `/api/company-draft/${sharedId}`, { user_input: [{ 'question-one': ['block', 'Sell'] }] });
    const before = await snapshot();
    const cases: [FormAnswers, string, string][] = [
      [{ price_importance: [11] }, 'price_importance', `Price importance: ${m.range}`],
      [{ price_importance: ['8'] }, 'price_importance', `Price importance: ${m.range}`],
      [{ buyer_type: ['Charity'] }, 'buyer_type', `Buyer type: ${m.option}`],
      [{ revenue_year_one: ['123456789012345'] }, 'revenue_year_one', `Revenue year 1: ${m.currency}`],
      [{ revenue_year_two: ['12.345'] }, 'revenue_year_two', `Revenue year 2: ${m.currency}`],
      [{ description_input: [42] }, 'description_input', `Description: ${m.text}`],
      [{ 'NAICS-Master-Dropdown': ['99'] }, 'NAICS-Master-Dropdown', `NAICS industry: ${m.option}`],
      [{ 'NAICS-Sub-Dropdown': ['325412'] }, 'NAICS-Sub-Dropdown', `NAICS sub-industry: ${m.option}`],
      [{ area_of_operations_dropdown: ['Ohio', 'Atlantis'] }, 'area_of_operations_dropdown', `Areas of operation: ${m.option}`],
      [{ location_input: ['United States', 'Bavaria'] }, 'location_input', `Headquarters: ${m.location}`],
      [{ descriptor_input: ['x'.repeat(101)] }, 'descriptor_input', `Company strengths: ${m.tags}`],
      [{ mission_input: [] }, 'mission_input', `Mission: ${m.required}`],
      // Issue 41: 'None' (how a reloaded draft showed every empty dropdown) is not an answer to a required question.
      [{ 'NAICS-Master-Dropdown': ['none'] }, 'NAICS-Master-Dropdown', `NAICS industry: ${m.required}`],
      [{ primary_sector_dropdown: ['none'] }, 'primary_sector_dropdown', `Primary sector: ${m.required}`],
      [{ area_of_operations_dropdown: ['none'] }, 'area_of_operations_dropdown', `Areas of operation: ${m.required}`],
    ];
    for (const [changes, key, message] of cases) {
      const response = await submit('alice', withAnswers(changes));
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual(invalidInput({ [`user_input.${key}`]: [message] }));
    }
    const recap = withAnswers({ 'question-one': ['Recapitalize'], partner_type: ['Strategic partner'], partner_advantages: ['Cash'] });
    const notReady = await submit('alice', recap);
    expect(notReady.json()).toEqual({
      error: `Opportunities ready: ${m.required}`,
      code: 'invalid_input',
      'user_input.opportunities_ready': [`Opportunities ready: ${m.required}`],
    });
    const unknown = await submit('alice', [{ ...lakesideEyeAnswers[0], favourite_colour: ['red'] }, ...lakesideEyeAnswers.slice(1)]);
    expect(unknown.json()).toEqual({
      error: `favourite_colour: ${m.unknownQuestion}`,
      code: 'invalid_input',
      'user_input.favourite_colour': [`favourite_colour: ${m.unknownQuestion}`],
    });
    expect(await snapshot()).toBe(before);
  });

  it('is atomic: when storing the answers fails after the draft was cleared, the draft is still there', async () => {
    await call('alice', 'POST', `/api/company-draft/${sharedId}`, { user_input: [{ 'question-one': ['block', 'Acquire'] }] });
    const before = await snapshot();
    await t.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION fail_step() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`,
      ),
    );
    await t.db.execute(sql.raw(`CREATE TRIGGER fail_draft BEFORE UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION fail_step()`));
    try {
      expect((await submit('alice', lakesideEyeAnswers)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER fail_draft ON companies`));
    }
    expect(await snapshot()).toBe(before);
    expect((await draftOf('alice')).draft).toBe(true);
  });
});

afterEach(async () => {
  await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS fail_draft ON companies`));
});
