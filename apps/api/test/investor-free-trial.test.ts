import { datasetReplySchema, datasetSearchParams, trialMessages, type DatasetSearchInput } from '@dealscout/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { datasetSearchMarks, users } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/sessions.service.js';
import { bearer } from './support/auth-helpers.js';
import { loadSampleInvestors, made } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const account = { trial: { id: '', token: '' }, other: { id: '', token: '' }, noTrial: { id: '', token: '' }, paid: { id: '', token: '' } };
type Who = keyof typeof account;

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  await loadSampleInvestors(t);
  const make = async (who: Who, fields: Partial<typeof users.$inferInsert>) => {
    const user = await createUser(t.db, { email: `${who}@example.com`, role: 'enterprise', ...fields });
    const { token } = await createSession(t.db, user.id, { ip: '10.9.0.2', userAgent: 'test' }, { maxAgeDays: 1 });
    account[who] = { id: user.id, token };
  };
  await make('trial', { freeTrial: true, remainingTrial: 3 });
  await make('other', { role: 'leads', freeTrial: true, remainingTrial: 5 });
  await make('noTrial', {});
  await make('paid', { isSubscribed: true });
});
afterAll(() => t.close());

const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(account[who].token) });
const dataset = (who: Who, input: DatasetSearchInput) => get(who, `/api/dataset?${datasetSearchParams(input)}`);
/** The searches left after `input`, as the reply says it and as stored. */
async function leftAfter(input: DatasetSearchInput, who: Who = 'trial') {
  const response = await dataset(who, input);
  expect(response.statusCode, response.body).toBe(200);
  const said = datasetReplySchema.parse(response.json()).remaining_trial;
  expect(await remainingOf(who)).toBe(said);
  return said;
}
const remainingOf = async (who: Who) => (await t.db.select().from(users).where(eq(users.id, account[who].id)))[0]!.remainingTrial;
/** As if `who` had last asked for every search `minutes` ago. */
const ageMarks = (who: Who, minutes: number) =>
  t.db
    .update(datasetSearchMarks)
    .set({ searchedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(datasetSearchMarks.userId, account[who].id));

describe('GET /api/dataset: what the free trial counts', () => {
  it('counts nothing for opening the page, switching tabs, paging or sorting it', async () => {
    for (const view of [{}, { tab: 'companies' }, { tab: 'investors' }, { offset: 10 }, { sort: 'company_name' }] as const)
      expect(await leftAfter(view)).toBe(3);
  });

  it('counts a typed query once, whatever the tab, page, sort, size (an export) or case shows of it', async () => {
    expect(await leftAfter({ search: 'zephyr' })).toBe(2);
    for (const view of [
      { search: 'zephyr', tab: 'companies' },
      { search: 'zephyr', tab: 'investors', offset: 10 },
      { search: ' Zephyr ', sort: 'company_name' },
      { search: 'zephyr', limit: 100 },
      { search: 'zephyr', limit: 200 },
      { search: 'zephyr', limit: 300 },
    ] as const)
      expect(await leftAfter(view)).toBe(2);
  });

  it('counts applied filters as a search of their own', async () => {
    expect(await leftAfter({ state: ['Wyoming'] })).toBe(1);
    expect(await leftAfter({ state: ['Wyoming'], tab: 'investors' })).toBe(1);
  });

  it('does not count the same search again within 10 minutes of its last use (a page, a tab), and counts it after', async () => {
    await ageMarks('trial', 9);
    expect(await leftAfter({ search: 'zephyr' })).toBe(1);
    await ageMarks('trial', 11);
    expect(await leftAfter({ search: 'zephyr', offset: 10 })).toBe(1);
    expect(await leftAfter({ search: 'zephyr', tab: 'companies' })).toBe(1);
    await ageMarks('trial', 11);
    expect(await leftAfter({ search: 'zephyr' })).toBe(0);
  });

  it('forgets a counted search after a day: its other pages count again', async () => {
    await t.db.update(users).set({ remainingTrial: 2 }).where(eq(users.id, account.trial.id));
    await ageMarks('trial', 24 * 60 + 1);
    expect(await leftAfter({ search: 'zephyr', offset: 10 })).toBe(1);
    const marks = await t.db.select().from(datasetSearchMarks).where(eq(datasetSearchMarks.userId, account.trial.id));
    expect(marks).toHaveLength(1);
  });

  it('never counts opening an investor profile', async () => {
    expect((await get('trial', `/api/investor/${made.clinic.id}`)).statusCode).toBe(200);
    expect(await remainingOf('trial')).toBe(1);
  });

  it('at 0 refuses a new search and the bare page with the spec message, and keeps counted searches open', async () => {
    expect(await leftAfter({ search: 'bancorp' })).toBe(0);
    for (const refused of [{ search: 'another' }, {}, { tab: 'companies' }] as const) {
      const response = await dataset('trial', refused);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: trialMessages.limitReached, code: 'investor_trial_exhausted' });
    }
    expect(await remainingOf('trial')).toBe(0);
    expect(await leftAfter({ search: 'bancorp', offset: 10 })).toBe(0);
    expect(await leftAfter({ search: 'bancorp', limit: 100 })).toBe(0);
  });

  it("left another user's trial untouched, and counts theirs apart", async () => {
    expect(await remainingOf('other')).toBe(5);
    expect(await leftAfter({ search: 'bancorp' }, 'other')).toBe(4);
  });

  it('spends nothing on a search that fails', async () => {
    const response = await get('other', `/api/dataset?search=new&user_company_id=00000000-0000-4000-8000-000000000000`);
    expect(response.statusCode).toBe(404);
    expect(await remainingOf('other')).toBe(4);
  });

  it('refuses a user with no trial, and counts nothing for a subscriber', async () => {
    const refused = await dataset('noTrial', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: trialMessages.notIncluded, code: 'investor_trial_not_included' });
    const paid = await dataset('paid', { search: 'zephyr' });
    expect(datasetReplySchema.parse(paid.json()).remaining_trial).toBeNull();
  });
});
