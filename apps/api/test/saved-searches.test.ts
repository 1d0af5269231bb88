import { commonMessages, investorMessages as im, SAVED_SEARCHES_MAX, savedSearchMessages as m } from '@dealscout/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../src/db/schema/index.js';
import { bearer } from './support/auth-helpers.js';
import { companiesCast } from './support/companies-fixture.js';
import { invalidInput } from './support/error-replies.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof companiesCast>>;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  cast = await companiesCast(t);
});
afterAll(() => t.close());

type Who = 'alice' | 'bob' | 'carol' | 'dan';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(cast[who].token) });
const save = async (who: Who, body: object) => {
  const response = await call(who, 'POST', '/api/saved-searches', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const names = async (who: Who) => (await call(who, 'GET', '/api/saved-searches')).json().map((search: { name: string }) => search.name);
const snapshot = async () => JSON.stringify(await t.db.select().from(savedSearches).orderBy(asc(savedSearches.id)));

const dental = { search: 'dental', state: ['Texas'], type: ['private equity'], tab: 'investors', sort: 'company_name' };

describe('saving and listing', () => {
  it('saves the whole search under a trimmed name, the defaults filled in, and lists it for its owner', async () => {
    const saved = await save('alice', { name: '  Texas dental  ', query: { ...dental, advanced_search: { keywords: ['orthodontics'] } } });
    expect(saved).toMatchObject({
      name: 'Texas dental',
      query: { ...dental, describe_off: [], advanced_search: { keywords: ['orthodontics'] } },
      shared: false,
      alerts: false,
      created_by_user: true,
      owner: 'Alice Ames',
    });
    const described = await save('alice', { name: 'Implants', query: { describe: 'maker of hip and knee implants', describe_off: ['state:Texas'] } });
    expect(described.query).toEqual({ describe: 'maker of hip and knee implants', describe_off: ['state:Texas'], state: [], type: [], tab: 'all', sort: '-score' });
    expect(await names('alice')).toEqual(['Implants', 'Texas dental']);
    expect((await call('alice', 'GET', `/api/saved-searches/${saved.id}`)).json()).toEqual(saved);
  });

  it('checks the name and the search with their messages, and writes nothing', async () => {
    const before = await snapshot();
    const query = { search: 'dental' };
    for (const [payload, expected] of [
      [{ query }, { name: [m.nameRequired] }],
      [{ name: '   ', query }, { name: [m.nameRequired] }],
      [{ name: 'x'.repeat(101), query }, { name: [m.nameTooLong] }],
      [{ name: 'x'.repeat(1_000_000), query }, { name: [m.nameTooLong] }],
      [{ name: 'Nul\u0000name', query }, { name: [commonMessages.nulCharacter] }],
      [{ name: 'Fine', query: { describe: '' } }, { 'query.describe': [im.describeEmpty] }],
      [{ name: 'Fine', query: { describe: 'implants '.repeat(111_000) } }, { 'query.describe': [im.describeTooLong] }],
      [{ name: 'Fine', query: { describe: 'hip\u0000knee' } }, { 'query.describe': [commonMessages.nulCharacter] }],
      [{ name: 'Fine', query: { describe: '?!...' } }, { 'query.describe': [im.describeNeedsWord] }],
      [{ name: 'Fine', query: { search: 'dental', describe: 'dentists' } }, { 'query.describe': [im.describeWithSearch] }],
      [{ name: 'Fine', query: { search: '%%%' } }, { 'query.search': [im.searchNeedsWord] }],
      [{ name: 'Fine', query: { type: ['hedge fund'] } }, { 'query.type.0': [im.unknownType] }],
      [{ name: 'Fine', query: { tab: 'people' } }, { 'query.tab': [im.unknownTab] }],
      [{ name: 'Fine', query: { advanced_search: { keywords: Array(7).fill('x') } } }, { 'query.advanced_search.keywords': [im.tooManyKeywords] }],
      [{ name: 'Fine', query: { page: 2 } }, { 'query.page': ['Unknown field'] }],
      [{ name: 'Fine', query, alerts: 'yes' }, { alerts: [expect.any(String)] }],
    ] as const) {
      const response = await call('alice', 'POST', '/api/saved-searches', payload);
      expect(response.statusCode, JSON.stringify(expected)).toBe(400);
      expect(response.json()).toEqual(invalidInput(expected));
    }
    expect(await snapshot()).toBe(before);
    expect((await save('alice', { name: 'x'.repeat(100), query })).name).toHaveLength(100);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a user, and says so`, async () => {
    const kept = (await names('dan')).length;
    for (let index = kept; index < SAVED_SEARCHES_MAX; index++) await save('dan', { name: `Search ${index}`, query: { search: `word${index}` } });
    const before = await snapshot();
    const over = await call('dan', 'POST', '/api/saved-searches', { name: 'One too many', query: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: m.limitReached, code: 'saved_searches_limit_reached' });
    expect(await snapshot()).toBe(before);
    // Another user's count is their own.
    expect((await save('carol', { name: 'Carol keeps saving', query: {} })).name).toBe('Carol keeps saving');
  });
});

describe('sharing with the organization, as companies', () => {
  let shared: { id: string };
  let personal: { id: string };
  beforeAll(async () => {
    shared = await save('alice', { name: 'Shared pipeline', query: { type: ['venture capital'] }, shared: true });
    personal = await save('alice', { name: 'Personal pipeline', query: { type: ['corporation'] } });
  });

  it('a colleague sees and runs a shared search, never a personal one; nobody else sees either', async () => {
    const carolSees = await names('carol');
    expect(carolSees).toContain('Shared pipeline');
    expect(carolSees).not.toContain('Personal pipeline');
    const seen = (await call('carol', 'GET', `/api/saved-searches/${shared.id}`)).json();
    expect(seen).toMatchObject({ name: 'Shared pipeline', created_by_user: false, owner: 'Alice Ames', query: { type: ['venture capital'] } });
    for (const who of ['bob', 'dan'] as const) expect(await names(who)).not.toContain('Shared pipeline');
    for (const [who, id] of [
      ['carol', personal.id],
      ['bob', shared.id],
      ['dan', shared.id],
      ['alice', 'not-an-id'],
      ['alice', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call(who, 'GET', `/api/saved-searches/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: m.notFound, code: 'not_found' });
    }
  });

  it('only the owner renames, shares, turns alerts on or deletes: a colleague gets 403, anyone else 404, and nothing is written', async () => {
    const before = await snapshot();
    for (const [method, payload] of [
      ['PATCH', { name: 'Taken over' }],
      ['PATCH', { alerts: true }],
      ['DELETE', undefined],
    ] as const) {
      const colleague = await call('carol', method, `/api/saved-searches/${shared.id}`, payload);
      expect(colleague.statusCode).toBe(403);
      expect(colleague.json()).toEqual({ error: m.ownerOnly, code: 'saved_search_owner_only' });
      for (const [who, id] of [
        ['carol', personal.id],
        ['bob', shared.id],
        ['dan', shared.id],
      ] as const) {
        const response = await call(who, method, `/api/saved-searches/${id}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: m.notFound, code: 'not_found' });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('the owner renames, unshares and deletes; a user without an organization cannot share', async () => {
    const renamed = await call('alice', 'PATCH', `/api/saved-searches/${shared.id}`, { name: '  Venture pipeline ' });
    expect(renamed.json()).toMatchObject({ name: 'Venture pipeline', shared: true, query: { type: ['venture capital'] } });
    expect((await call('alice', 'PATCH', `/api/saved-searches/${shared.id}`, { shared: false })).json().shared).toBe(false);
    expect(await names('carol')).not.toContain('Venture pipeline');
    const nothing = await call('alice', 'PATCH', `/api/saved-searches/${shared.id}`, {});
    expect(nothing.json()).toEqual(invalidInput({ non_field_errors: [m.nothingToChange] }));
    const blank = await call('alice', 'PATCH', `/api/saved-searches/${shared.id}`, { name: ' ' });
    expect(blank.json()).toEqual(invalidInput({ name: [m.nameRequired] }));

    const solo = await call('dan', 'POST', '/api/saved-searches', { name: 'Solo', query: {}, shared: true });
    expect(solo.statusCode).toBe(400);
    expect(solo.json()).toEqual({ error: m.noOrganization, code: 'bad_request' });

    expect((await call('alice', 'DELETE', `/api/saved-searches/${shared.id}`)).statusCode).toBe(204);
    expect((await call('alice', 'GET', `/api/saved-searches/${shared.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, shared.id))).toEqual([]);
  });
});
