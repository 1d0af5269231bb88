import { companyMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers } from '../src/seed/demo-companies.js';
import { companies, companyBoards } from '../src/db/schema/index.js';
import { bearer } from './support/auth-helpers.js';
import { companiesCast } from './support/companies-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { invalidInput } from './support/error-replies.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof companiesCast>>;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  cast = await companiesCast(t);
});
afterAll(() => t.close());

type Who = 'alice' | 'bob' | 'carol' | 'dan';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(cast[who].token) });
const create = async (who: Who, company_name: string, shared = false) => {
  const response = await call(who, 'POST', '/api/user-company', { company_name, shared });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const names = async (who: Who, search = '') =>
  (await call(who, 'GET', `/api/user-company${search ? `?search=${encodeURIComponent(search)}` : ''}`))
    .json()
    .map((c: { company_name: string }) => c.company_name);
const snapshot = async () => JSON.stringify(await t.db.select().from(companies).orderBy(companies.id));

describe('creating and listing', () => {
  it('creates a company with the default task columns and the creator as owner', async () => {
    const company = await create('alice', '  Acme Clinics ');
    expect(company).toMatchObject({
      company_name: 'Acme Clinics',
      shared: false,
      created_by_user: true,
      created_by: { id: cast.alice.id, username: 'Alice Ames', profile_picture: null },
      user_input: [],
      organization: expect.any(String),
    });
    expect(company.boards.map((board: { name: string }) => board.name)).toEqual(['To Do', 'In Progress', 'Done']);
  });

  it('checks the name with the spec messages and writes nothing', async () => {
    const before = await snapshot();
    for (const [payload, expected] of [
      [{}, { company_name: [m.nameRequired] }],
      [{ company_name: '   ' }, { company_name: [m.nameRequired] }],
      [{ company_name: 'x'.repeat(101) }, { company_name: [m.nameTooLong] }],
      [{ company_name: 42 }, { company_name: ['Must be text'] }],
      [{ company_name: 'Fine', shared: 'yes' }, { shared: [expect.any(String)] }],
    ] as const) {
      const response = await call('alice', 'POST', '/api/user-company', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidInput(expected));
    }
    expect((await call('alice', 'POST', '/api/user-company', { company_name: 'x'.repeat(100) })).statusCode).toBe(201);
    await t.db.delete(companies).where(eq(companies.name, 'x'.repeat(100)));
    expect(await snapshot()).toBe(before);
  });

  it('refuses sharing for a user without an organization, and writes nothing', async () => {
    const before = await snapshot();
    const response = await call('dan', 'POST', '/api/user-company', { company_name: 'Solo', shared: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.noOrganization, code: 'bad_request' });
    expect(await snapshot()).toBe(before);
  });

  it('shows each user their own companies and those shared with their organization, searchable by name', async () => {
    await create('alice', 'Shared Ortho Group', true);
    await create('alice', 'Private Derm Partners');
    await create('bob', 'Bob Vision Centers', true);
    await create('carol', 'Carol Imaging');
    expect(await names('carol')).toEqual(expect.arrayContaining(['Carol Imaging', 'Shared Ortho Group']));
    expect(await names('carol')).not.toContain('Private Derm Partners');
    expect(await names('carol')).not.toContain('Bob Vision Centers');
    expect(await names('bob')).toEqual(['Bob Vision Centers']);
    expect(await names('alice', 'ortho')).toEqual(['Shared Ortho Group']);
    expect(await names('alice', '%')).toEqual([]);

    const shared = (await call('carol', 'GET', '/api/user-company'))
      .json()
      .find((c: { company_name: string }) => c.company_name === 'Shared Ortho Group');
    expect(shared).toMatchObject({ created_by_user: false, shared: true, created_by: { username: 'Alice Ames' } });
  });
});

describe('who may change what', () => {
  let sharedId: string;
  let privateId: string;
  beforeAll(async () => {
    sharedId = (await create('alice', 'Harbor Dental', true)).id;
    privateId = (await create('alice', 'Quiet Labs')).id;
  });

  it('lets only the creator rename and change sharing; others get 403 or 404 and nothing changes', async () => {
    const before = await snapshot();
    expect((await call('carol', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Hijack' })).json()).toEqual({
      error: m.creatorOnly,
      code: 'company_creator_only',
    });
    expect((await call('carol', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Harbor Dental', shared: false })).statusCode).toBe(
      403,
    );
    expect((await call('bob', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Hijack' })).statusCode).toBe(404);
    expect((await call('carol', 'PUT', `/api/user-company/${privateId}`, { company_name: 'Hijack' })).statusCode).toBe(404);
    expect((await call('alice', 'PUT', '/api/user-company/not-a-uuid', { company_name: 'X' })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);

    const renamed = await call('alice', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Harbor Dental Group' });
    expect(renamed.json()).toMatchObject({ company_name: 'Harbor Dental Group', shared: true });
    const unshared = await call('alice', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Harbor Dental Group', shared: false });
    expect(unshared.json().shared).toBe(false);
    expect(await names('carol')).not.toContain('Harbor Dental Group');
    await call('alice', 'PUT', `/api/user-company/${sharedId}`, { company_name: 'Harbor Dental Group', shared: true });
    expect(await names('carol')).toContain('Harbor Dental Group');
  });

  it('lets an editor save the answers but not rename through them', async () => {
    const [goals, attributes, financials] = lakesideEyeAnswers;
    const answers = [goals, { ...attributes, description_input: ['Dental clinics in Ohio'] }, financials];
    const saved = await call('carol', 'PUT', '/api/user-company', { id: sharedId, user_input: answers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user_input[0]['question-one']).toEqual(['block', 'Sell']);
    expect(saved.json().data.user_input[1].description_input).toEqual(['Dental clinics in Ohio']);
    expect(
      (await call('carol', 'PUT', '/api/user-company', { id: sharedId, company_name: 'Renamed', user_input: answers })).statusCode,
    ).toBe(403);
    expect((await call('bob', 'PUT', '/api/user-company', { id: sharedId, user_input: [] })).statusCode).toBe(404);
    const bad = await call('alice', 'PUT', '/api/user-company', { id: sharedId, user_input: { not: 'a list' } });
    expect(bad.statusCode).toBe(400);
  });

  it('duplicates answers and boards into a personal copy, with the duplicate-form message', async () => {
    expect((await call('carol', 'POST', `/api/duplicate-company/${sharedId}`, { company_name: 'y'.repeat(101) })).json()).toEqual({
      error: m.duplicateNameTooLong,
      code: 'invalid_input',
      company_name: [m.duplicateNameTooLong],
    });
    expect((await call('bob', 'POST', `/api/duplicate-company/${sharedId}`, { company_name: 'Copy' })).statusCode).toBe(404);
    const copy = await call('carol', 'POST', `/api/duplicate-company/${sharedId}`, { company_name: 'Harbor Copy' });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      company_name: 'Harbor Copy',
      shared: false,
      created_by_user: true,
      created_by: { id: cast.carol.id },
    });
    expect(copy.json().user_input[1].description_input).toEqual(['Dental clinics in Ohio']);
    expect(copy.json().boards.map((board: { name: string }) => board.name)).toEqual(['To Do', 'In Progress', 'Done']);
    expect(copy.json().boards[0].id).not.toBe(
      (await call('alice', 'GET', '/api/user-company')).json().find((c: { id: string }) => c.id === sharedId).boards[0].id,
    );
  });

  it('lets only the creator delete, and deleting removes the boards', async () => {
    const before = await snapshot();
    expect((await call('carol', 'DELETE', `/api/user-company?id=${sharedId}`)).statusCode).toBe(403);
    expect((await call('bob', 'DELETE', `/api/user-company?id=${sharedId}`)).statusCode).toBe(404);
    expect((await call('alice', 'DELETE', '/api/user-company')).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
    expect((await call('alice', 'DELETE', `/api/user-company?id=${sharedId}`)).statusCode).toBe(204);
    expect(await t.db.$count(companyBoards, eq(companyBoards.companyId, sharedId))).toBe(0);
    expect((await call('alice', 'DELETE', `/api/user-company?id=${sharedId}`)).statusCode).toBe(404);
  });
});

describe('organization members', () => {
  it('lists the members of the caller’s organization only', async () => {
    expect((await call('alice', 'GET', '/api/organization-members')).json()).toEqual([
      { id: cast.alice.id, username: 'Alice Ames' },
      { id: cast.carol.id, username: 'Carol Cole' },
    ]);
    expect((await call('bob', 'GET', '/api/organization-members')).json()).toEqual([{ id: cast.bob.id, username: 'Bob Burr' }]);
    expect((await call('dan', 'GET', '/api/organization-members')).json()).toEqual([]);
  });
});
