import {
  activityRoutes,
  communicationTypeMessages as types,
  companyRoutes,
  leadListMessages as lists,
  leadMessages as m,
  leadRoutes,
  type RouteInput,
} from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { describe, expect, it } from 'vitest';
import { actionRecords, communicationTypes, leadLists, leads, organizationMembers, users } from '../src/db/schema/index.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { useWorkspace, type Who } from './support/workspace-fixture.js';
import { invalidInput } from './support/error-replies.js';

const w = useWorkspace('enterprise');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Who, method: Method, url: string, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]) });
/** Every row of the three tables, to prove a refused write changed nothing. */
const stored = async () =>
  JSON.stringify([
    await w.t.db.select().from(leads).orderBy(leads.id),
    await w.t.db.select().from(leadLists).orderBy(leadLists.id),
    await w.t.db.select().from(communicationTypes).orderBy(communicationTypes.id),
  ]);

interface Type {
  id: string;
  title: string;
}
const typesOf = async (who: Who, companyId: string): Promise<Type[]> =>
  w.t.ok(leadRoutes.communicationTypes, { query: { user_company_id: companyId } }, w.as(who));
const typeId = async (companyId: string, title: string) => (await typesOf('owner', companyId)).find((t) => t.title === title)!.id;
const leadsOf = async (
  who: Who,
  companyId: string,
  query: Omit<Exclude<RouteInput<typeof leadRoutes.list>['query'], string>, 'user_company_id'> = {},
) => w.t.ok(leadRoutes.list, { query: { user_company_id: companyId, ...query } }, w.as(who));
const newLead = (companyId: string, fields: Record<string, unknown> = {}) => ({
  lead_name: 'Acme Health',
  url: 'acme.example.com',
  list: null,
  user_company_id: companyId,
  ...fields,
});

describe('communication types', () => {
  it('gives a company New Lead, Contacted and Communicating on first use, once', async () => {
    expect((await typesOf('owner', w.company.shared)).map((t) => t.title)).toEqual(['New Lead', 'Contacted', 'Communicating']);
    expect((await typesOf('colleague', w.company.shared)).map((t) => t.title)).toEqual(['New Lead', 'Contacted', 'Communicating']);
    const [rows] = await w.t.db.select({ n: count() }).from(communicationTypes);
    expect(rows!.n).toBe(3);
  });

  it('makes the defaults once when several first reads arrive together', async () => {
    const [owner] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
    const fresh = await insertCompany(w.t.db, { name: 'Fresh Co', createdBy: owner!.id });
    const replies = await Promise.all([1, 2, 3, 4].map(() => call('owner', 'GET', `/api/communication?user_company_id=${fresh.id}`)));
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    expect((await typesOf('owner', fresh.id)).map((t) => t.title)).toEqual(['New Lead', 'Contacted', 'Communicating']);
  });

  it('creates, renames and checks names with the spec messages', async () => {
    const created = await call('colleague', 'POST', '/api/communication', {
      status: ' Meeting booked ',
      user_company_id: w.company.shared,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), title: 'Meeting booked', user_company_id: w.company.shared });
    const renamed = await w.t.ok(
      leadRoutes.renameCommunicationType,
      { params: { id: created.json().id }, body: { status: 'Meeting' } },
      w.as('owner'),
    );
    expect(renamed.title).toBe('Meeting');
    const before = await stored();
    for (const [method, url, payload, body] of [
      ['POST', '/api/communication', { status: ' ', user_company_id: w.company.shared }, { status: [types.typeRequired] }],
      ['POST', '/api/communication', { user_company_id: w.company.shared }, { status: [types.typeRequired] }],
      ['POST', '/api/communication', { status: 'x'.repeat(101), user_company_id: w.company.shared }, { status: [types.typeTooLong] }],
      ['POST', '/api/communication', { status: 'contacted', user_company_id: w.company.shared }, { status: [types.typeTaken] }],
      ['PUT', `/api/communication/${created.json().id}`, { status: 'NEW LEAD' }, { status: [types.typeTaken] }],
    ] as const) {
      const response = await call('owner', method, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    expect(await stored()).toBe(before);
  });

  it('refuses to delete a type some lead has as status, and the last type', async () => {
    const meeting = await typeId(w.company.shared, 'Meeting');
    const lead = (
      await w.t.ok(leadRoutes.create, { body: newLead(w.company.shared, { url: 'meeting.example.com', status: meeting }) }, w.as('owner'))
    ).lead;
    const before = await stored();
    const refused = await call('owner', 'DELETE', `/api/communication/${meeting}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: types.inUse(1), code: 'bad_request' });
    expect(types.inUse(1)).toBe('This type is the status of 1 lead. Give it another status before deleting the type.');
    expect(await stored()).toBe(before);
    await w.t.ok(leadRoutes.remove, { query: { id: lead.id } }, w.as('owner'));
    expect(await w.t.ok(leadRoutes.deleteCommunicationType, { params: { id: meeting } }, w.as('owner'))).toBeNull();
    expect((await typesOf('owner', w.company.shared)).map((t) => t.title)).toEqual(['New Lead', 'Contacted', 'Communicating']);

    // The private company: delete down to one type, which stays.
    const privateTypes = await typesOf('owner', w.company.private);
    await w.t.ok(leadRoutes.deleteCommunicationType, { params: { id: privateTypes[1]!.id } }, w.as('owner'));
    await w.t.ok(leadRoutes.deleteCommunicationType, { params: { id: privateTypes[2]!.id } }, w.as('owner'));
    const last = await call('owner', 'DELETE', `/api/communication/${privateTypes[0]!.id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ error: types.lastType, code: 'bad_request' });
  });
});

describe('lead lists', () => {
  it('starts with General only, which is not stored, and creates lists by either route', async () => {
    expect(await w.t.ok(leadRoutes.lists, { query: { user_company_id: w.company.shared } }, w.as('owner'))).toEqual([
      { id: 'default', name: 'General', default: true },
    ]);
    const a = await call('owner', 'POST', '/api/user-lead-list', { name: ' Hospitals ', user_company_id: w.company.shared });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({ id: expect.any(String), name: 'Hospitals', default: false });
    const b = await call('colleague', 'POST', `/api/user-lead-list/${w.company.shared}`, { name: 'Clinics' });
    expect(b.statusCode).toBe(201);
    expect(
      (await w.t.ok(leadRoutes.listsOf, { params: { companyId: w.company.shared } }, w.as('colleague'))).map(
        (l: { name: string }) => l.name,
      ),
    ).toEqual(['General', 'Clinics', 'Hospitals']);
  });

  it('checks list names with the spec messages and refuses General and taken names', async () => {
    const [, clinics] = await w.t.ok(leadRoutes.listsOf, { params: { companyId: w.company.shared } }, w.as('owner'));
    const before = await stored();
    for (const [method, url, payload, body] of [
      ['POST', `/api/user-lead-list/${w.company.shared}`, { name: '' }, { name: [lists.nameRequired] }],
      ['POST', `/api/user-lead-list/${w.company.shared}`, {}, { name: [lists.nameRequired] }],
      ['POST', `/api/user-lead-list/${w.company.shared}`, { name: 'y'.repeat(101) }, { name: [lists.nameTooLong] }],
      ['POST', `/api/user-lead-list/${w.company.shared}`, { name: 'general' }, { name: [lists.nameReserved] }],
      ['POST', '/api/user-lead-list', { name: 'HOSPITALS', user_company_id: w.company.shared }, { name: [lists.nameTaken] }],
      ['PUT', `/api/user-lead-list/${clinics!.id}`, { name: 'Hospitals' }, { name: [lists.nameTaken] }],
    ] as const) {
      const response = await call('owner', method, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    expect(await stored()).toBe(before);
    expect(await w.t.ok(leadRoutes.renameList, { params: { id: clinics!.id }, body: { name: 'Clinics East' } }, w.as('owner'))).toEqual({
      id: clinics!.id,
      name: 'Clinics East',
      default: false,
    });
  });

  it('moves the leads of a deleted list to General', async () => {
    const list = await w.t.ok(
      leadRoutes.createListOf,
      { params: { companyId: w.company.shared }, body: { name: 'Short-lived' } },
      w.as('owner'),
    );
    const lead = (
      await w.t.ok(leadRoutes.create, { body: newLead(w.company.shared, { url: 'short.example.com', list: list.id }) }, w.as('owner'))
    ).lead;
    expect(lead).toMatchObject({ list: list.id, list_name: 'Short-lived' });
    expect(await w.t.ok(leadRoutes.deleteList, { params: { id: list.id } }, w.as('owner'))).toEqual({ message: lists.deleted, moved: 1 });
    expect(await w.t.ok(leadRoutes.get, { params: { id: lead.id } }, w.as('owner'))).toMatchObject({ list: null, list_name: 'General' });
    expect(
      (await call('owner', 'GET', `/api/user-lead-list/${w.company.shared}`)).json().some((l: { id: string }) => l.id === list.id),
    ).toBe(false);
    await w.t.ok(leadRoutes.remove, { query: { id: lead.id } }, w.as('owner'));
  });
});

describe('leads', () => {
  it('creates a lead with the scheme added, the first type as status and General as list', async () => {
    const response = await call('owner', 'POST', '/api/user-lead', {
      ...newLead(w.company.shared),
      contact_number: '+14155550100',
      email: 'Info@Acme.example.com',
      country: 'United States',
      state: 'California',
      user_notes: 'Met at HLTH',
      is_recommended: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Lead created successfully',
      outcome: 'created',
      lead: {
        id: expect.any(String),
        user_company_id: w.company.shared,
        lead_name: 'Acme Health',
        url: 'https://acme.example.com',
        contact_number: '+14155550100',
        email: 'Info@Acme.example.com',
        country: 'United States',
        state: 'California',
        location: null,
        status: 'New Lead',
        status_id: await typeId(w.company.shared, 'New Lead'),
        list: null,
        list_name: 'General',
        user_notes: 'Met at HLTH',
        is_recommended: 0,
        recommended_lead_notes: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('checks every field with the spec messages and writes nothing', async () => {
    const [, otherList] = await w.t
      .ok(leadRoutes.listsOf, { params: { companyId: w.company.outsiders } }, w.as('outsider'))
      .then(async () => [
        null,
        await w.t.ok(leadRoutes.createListOf, { params: { companyId: w.company.outsiders }, body: { name: 'Theirs' } }, w.as('outsider')),
      ]);
    const theirType = (await typesOf('outsider', w.company.outsiders))[0]!.id;
    const before = await stored();
    const base = newLead(w.company.shared, { url: 'fresh.example.com' });
    for (const [payload, body] of [
      [{ ...base, lead_name: '  ' }, { lead_name: [m.nameRequired] }],
      [{ ...base, lead_name: undefined }, { lead_name: [m.nameRequired] }],
      [{ ...base, lead_name: 'n'.repeat(101) }, { lead_name: [m.nameTooLong] }],
      [{ ...base, url: '' }, { url: [m.urlInvalid] }],
      [{ ...base, url: undefined }, { url: [m.urlInvalid] }],
      [{ ...base, url: 'not a url' }, { url: [m.urlInvalid] }],
      [{ ...base, url: 'ftp://acme.com' }, { url: [m.urlInvalid] }],
      [{ ...base, url: `${'a'.repeat(95)}.com/x` }, { url: [m.urlInvalid] }],
      [{ ...base, contact_number: '0123456' }, { contact_number: [m.contactInvalid] }],
      [{ ...base, contact_number: '1' }, { contact_number: [m.contactInvalid] }],
      [{ ...base, contact_number: '+1234567890123456' }, { contact_number: [m.contactInvalid] }],
      [{ ...base, email: 'not-an-email' }, { email: [m.emailInvalid] }],
      [{ ...base, email: `${'e'.repeat(95)}@a.com` }, { email: [m.emailInvalid] }],
      [{ ...base, status: '' }, { status: [m.statusRequired] }],
      [{ ...base, status: theirType }, { status: [m.statusNotFound] }],
      [{ ...base, list: undefined }, { list: [m.listRequired] }],
      [{ ...base, list: otherList!.id }, { list: [m.listNotFound] }],
      [{ ...base, list: 'not-a-list' }, { list: [m.listNotFound] }],
      [{ ...base, user_notes: 'n'.repeat(5001) }, { user_notes: [m.notesTooLong] }],
      [{ ...base, country: 'c'.repeat(1_000_000) }, { country: [m.textTooLong] }],
      [{ ...base, user_company_id: undefined }, { user_company_id: [m.companyRequired] }],
    ] as const) {
      const response = await call('owner', 'POST', '/api/user-lead', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    expect(await stored()).toBe(before);
  });

  it('flags a lead of the same site or e-mail as a duplicate, then merges or keeps both', async () => {
    const hospitals = (await w.t.ok(leadRoutes.listsOf, { params: { companyId: w.company.shared } }, w.as('owner'))).find(
      (l: { name: string }) => l.name === 'Hospitals',
    );
    const before = await stored();
    const again = await call(
      'colleague',
      'POST',
      '/api/user-lead',
      newLead(w.company.shared, { url: 'HTTP://www.ACME.example.com/', list: hospitals!.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: m.duplicateUrl,
      code: 'lead_duplicate',
      duplicate: {
        id: expect.any(String),
        lead_name: 'Acme Health',
        url: 'https://acme.example.com',
        email: 'Info@Acme.example.com',
        list_name: 'General',
      },
    });
    const byEmail = await call(
      'owner',
      'POST',
      '/api/user-lead',
      newLead(w.company.shared, { url: 'acme-two.example.com', email: 'info@acme.example.com' }),
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error).toBe(m.duplicateEmail);
    expect(await stored()).toBe(before);

    const merged = await call('colleague', 'POST', '/api/user-lead', {
      ...newLead(w.company.shared, { url: 'www.acme.example.com', list: hospitals!.id }),
      location: 'San Francisco',
      user_notes: 'Wants a demo',
      on_duplicate: 'merge',
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      message: m.merged,
      outcome: 'merged',
      lead: {
        id: again.json().duplicate.id,
        location: 'San Francisco',
        user_notes: 'Met at HLTH\n\nWants a demo',
        list_name: 'Hospitals',
        country: 'United States',
      },
    });
    const kept = await call('owner', 'POST', '/api/user-lead', {
      ...newLead(w.company.shared, { lead_name: 'Acme East' }),
      on_duplicate: 'keep_both',
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().lead.id).not.toBe(again.json().duplicate.id);
    await w.t.ok(leadRoutes.remove, { query: { id: kept.json().lead.id } }, w.as('owner'));
  });

  it('flags an edit that gives a lead the site or e-mail of another, unless the caller keeps both', async () => {
    const beta = (
      await w.t.ok(
        leadRoutes.create,
        { body: newLead(w.company.shared, { lead_name: 'Beta Clinic', url: 'beta.example.com' }) },
        w.as('owner'),
      )
    ).lead;
    const before = await stored();
    const bySite = await call('colleague', 'PUT', '/api/user-lead', { id: beta.id, url: 'https://WWW.acme.example.com/' });
    expect(bySite.statusCode).toBe(409);
    expect(bySite.json()).toMatchObject({
      error: m.duplicateUrl,
      duplicate: { lead_name: 'Acme Health', url: 'https://acme.example.com' },
    });
    const byEmail = await call('owner', 'PUT', '/api/user-lead', { id: beta.id, email: 'INFO@acme.example.com' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error).toBe(m.duplicateEmail);
    const merging = await call('owner', 'PUT', '/api/user-lead', { id: beta.id, url: 'acme.example.com', on_duplicate: 'merge' });
    expect(merging.statusCode).toBe(400);
    expect(merging.json()).toEqual({ error: m.keepBothOnly, code: 'invalid_input', on_duplicate: [m.keepBothOnly] });
    expect(await stored()).toBe(before);

    // Its own site and e-mail are no duplicate; keep_both saves the other's.
    expect(
      await w.t.ok(leadRoutes.update, { body: { id: beta.id, url: 'https://beta.example.com/', lead_name: 'Beta' } }, w.as('owner')),
    ).toMatchObject({
      lead_name: 'Beta',
    });
    const kept = await w.t.ok(
      leadRoutes.update,
      { body: { id: beta.id, url: 'acme.example.com', on_duplicate: 'keep_both' } },
      w.as('owner'),
    );
    expect(kept).toMatchObject({ id: beta.id, url: 'https://acme.example.com' });
    await w.t.ok(leadRoutes.remove, { query: { id: beta.id } }, w.as('owner'));
  });

  it('pages through 12 leads five at a time, newest first, with totals per type, by list and by name', async () => {
    const contacted = await typeId(w.company.shared, 'Contacted');
    for (let i = 1; i <= 12; i += 1) {
      await w.t.ok(
        leadRoutes.create,
        {
          body: newLead(w.company.shared, {
            lead_name: `Clinic ${i}`,
            url: `clinic${i}.example.com`,
            status: i % 3 === 0 ? contacted : undefined,
          }),
        },
        w.as('owner'),
      );
    }
    const first = await leadsOf('owner', w.company.shared, { list: 'default' });
    expect(first.total).toBe(12);
    expect(first.leads.map((l: { lead_name: string }) => l.lead_name)).toEqual([
      'Clinic 12',
      'Clinic 11',
      'Clinic 10',
      'Clinic 9',
      'Clinic 8',
    ]);
    const types = await typesOf('owner', w.company.shared);
    expect(first.total_per_type).toEqual([
      { id: types[0]!.id, count: 8 },
      { id: types[1]!.id, count: 4 },
      { id: types[2]!.id, count: 0 },
    ]);
    const third = await leadsOf('owner', w.company.shared, { list: 'default', limit: 5, offset: 10 });
    expect(third.leads.map((l: { lead_name: string }) => l.lead_name)).toEqual(['Clinic 2', 'Clinic 1']);
    const all = await leadsOf('owner', w.company.shared, { limit: 200 });
    expect(all.total).toBe(13);
    // What a CRM export sends: every lead of the filter (up to 200), whatever page was asked.
    const forCrm = await leadsOf('owner', w.company.shared, { list: 'default', limit: 5, offset: 10, crm_export: 'true' });
    expect(forCrm.leads).toHaveLength(12);
    const searched = await leadsOf('owner', w.company.shared, { list: 'default', search: 'clinic 1' });
    expect(searched.leads.map((l: { lead_name: string }) => l.lead_name)).toEqual(['Clinic 12', 'Clinic 11', 'Clinic 10', 'Clinic 1']);
    expect((await leadsOf('owner', w.company.shared, { search: '100%' })).total).toBe(0);
    const hospitals = (await w.t.ok(leadRoutes.listsOf, { params: { companyId: w.company.shared } }, w.as('owner'))).find(
      (l: { name: string }) => l.name === 'Hospitals',
    );
    expect(
      (await leadsOf('owner', w.company.shared, { list: hospitals!.id })).leads.map((l: { lead_name: string }) => l.lead_name),
    ).toEqual(['Acme Health']);
    for (const query of ['&limit=0', '&limit=201', '&offset=-1', '&list=nope']) {
      const response = await call('owner', 'GET', `/api/user-lead?user_company_id=${w.company.shared}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('updates the notes alone, or the fields and status, and deletes', async () => {
    const [lead] = (await leadsOf('owner', w.company.shared, { list: 'default', limit: 1 })).leads;
    const notes = await w.t.ok(
      leadRoutes.update,
      {
        body: {
          id: lead!.id,
          user_notes: 'Call back in May',
          user_company_id: w.company.shared,
        },
      },
      w.as('colleague'),
    );
    expect(notes).toMatchObject({ id: lead!.id, user_notes: 'Call back in May', lead_name: lead!.lead_name, status: lead!.status });
    const communicating = await typeId(w.company.shared, 'Communicating');
    const updated = await w.t.ok(
      leadRoutes.update,
      {
        body: {
          id: lead!.id,
          lead_name: 'Clinic Twelve',
          url: 'clinic-12.example.org/',
          status: communicating,
          email: '',
        },
      },
      w.as('owner'),
    );
    expect(updated).toMatchObject({
      lead_name: 'Clinic Twelve',
      url: 'https://clinic-12.example.org/',
      status: 'Communicating',
      email: null,
    });
    const before = await stored();
    for (const [payload, body] of [
      [{ id: lead!.id, url: 'bad url' }, { url: [m.urlInvalid] }],
      [{ id: lead!.id, status: '' }, { status: [m.statusRequired] }],
      [{ id: lead!.id, list: null, contact_number: 'abc' }, { contact_number: [m.contactInvalid] }],
    ] as const) {
      const response = await call('owner', 'PUT', '/api/user-lead', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidInput(body));
    }
    expect(await stored()).toBe(before);
    expect(await w.t.ok(leadRoutes.remove, { query: { id: lead!.id } }, w.as('owner'))).toBeNull();
    expect((await call('owner', 'GET', `/api/user-lead/${lead!.id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('is another organization’s 404 on every call, and nothing is written', async () => {
    const [lead] = (await leadsOf('owner', w.company.shared, { limit: 1 })).leads;
    const [, list] = await w.t.ok(leadRoutes.listsOf, { params: { companyId: w.company.shared } }, w.as('owner'));
    const [type] = await typesOf('owner', w.company.shared);
    const before = await stored();
    const company = 'Company not found';
    for (const [method, url, payload, error] of [
      ['GET', `/api/user-lead?user_company_id=${w.company.shared}`, undefined, company],
      ['GET', `/api/user-lead/${lead!.id}`, undefined, m.notFound],
      ['POST', '/api/user-lead', newLead(w.company.shared, { url: 'mine.example.com' }), company],
      ['PUT', '/api/user-lead', { id: lead!.id, user_notes: 'mine' }, m.notFound],
      ['DELETE', `/api/user-lead?id=${lead!.id}`, undefined, m.notFound],
      ['GET', `/api/user-lead-list/${w.company.shared}`, undefined, company],
      ['GET', `/api/user-lead-list?user_company_id=${w.company.shared}`, undefined, company],
      ['POST', `/api/user-lead-list/${w.company.shared}`, { name: 'Mine' }, company],
      ['PUT', `/api/user-lead-list/${list!.id}`, { name: 'Mine' }, lists.notFound],
      ['DELETE', `/api/user-lead-list/${list!.id}`, undefined, lists.notFound],
      ['GET', `/api/communication?user_company_id=${w.company.shared}`, undefined, company],
      ['POST', '/api/communication', { status: 'Mine', user_company_id: w.company.shared }, company],
      ['PUT', `/api/communication/${type!.id}`, { status: 'Mine' }, types.notFound],
      ['DELETE', `/api/communication/${type!.id}`, undefined, types.notFound],
    ] as const) {
      const response = await call('outsider', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error, code: 'not_found' });
    }
    expect(await stored()).toBe(before);
  });

  it('is for enterprise users: a professional colleague who sees the company gets 403 on every call, and nothing is written', async () => {
    const [lead] = (await leadsOf('owner', w.company.shared, { limit: 1 })).leads;
    const [type] = await typesOf('owner', w.company.shared);
    const [owner] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
    const [membership] = await w.t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, owner!.id));
    const pro = await createUser(w.t.db, { email: 'pro-colleague@example.com', role: 'professional', password: STRONG_PASSWORD });
    await w.t.db.insert(organizationMembers).values({ organizationId: membership!.organizationId, userId: pro.id });
    const token = await signIn(w.t, 'pro-colleague@example.com', STRONG_PASSWORD);
    // The professional does see the company: only the role stands between them and its leads.
    const seen = await w.t.app.inject({ method: 'GET', url: '/api/user-company', headers: bearer(token) });
    expect(seen.json().map((company: { id: string }) => company.id)).toContain(w.company.shared);
    const before = await stored();
    for (const [method, url, payload] of [
      ['GET', `/api/user-lead?user_company_id=${w.company.shared}`, undefined],
      ['GET', `/api/user-lead/${lead!.id}`, undefined],
      ['POST', '/api/user-lead', newLead(w.company.shared, { url: 'pro.example.com' })],
      ['PUT', '/api/user-lead', { id: lead!.id, user_notes: 'pro' }],
      ['DELETE', `/api/user-lead?id=${lead!.id}`, undefined],
      ['GET', `/api/user-lead-list/${w.company.shared}`, undefined],
      ['POST', '/api/user-lead-list', { name: 'Pro', user_company_id: w.company.shared }],
      ['GET', `/api/communication?user_company_id=${w.company.shared}`, undefined],
      ['PUT', `/api/communication/${type!.id}`, { status: 'Pro' }],
      ['POST', '/api/crm-export', { source: 'leads', user_company_id: w.company.shared }],
    ] as const) {
      const response = await w.t.app.inject({ method, url, payload, headers: bearer(token) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: m.enterpriseOnly, code: 'enterprise_only' });
    }
    expect(await stored()).toBe(before);
  });

  it('lets a colleague work the shared company’s leads but not the private company’s', async () => {
    const privateLead = (
      await w.t.ok(leadRoutes.create, { body: newLead(w.company.private, { url: 'private.example.com' }) }, w.as('owner'))
    ).lead;
    const before = await stored();
    expect((await call('colleague', 'GET', `/api/user-lead?user_company_id=${w.company.private}`)).statusCode).toBe(404);
    expect((await call('colleague', 'GET', `/api/user-lead/${privateLead.id}`)).statusCode).toBe(404);
    expect((await call('colleague', 'PUT', '/api/user-lead', { id: privateLead.id, user_notes: 'x' })).statusCode).toBe(404);
    expect((await call('colleague', 'POST', '/api/user-lead', newLead(w.company.private, { url: 'x.example.com' }))).statusCode).toBe(404);
    expect(await stored()).toBe(before);
    expect((await leadsOf('colleague', w.company.shared)).total).toBeGreaterThan(0);
    const anonymous = await w.t.app.inject({ method: 'GET', url: `/api/user-lead?user_company_id=${w.company.shared}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes a company’s leads, lists and types with it', async () => {
    const mine = (rows: { companyId: string }[]) => rows.filter((row) => row.companyId === w.company.private).length;
    expect(mine(await w.t.db.select().from(leads))).toBe(1);
    expect(mine(await w.t.db.select().from(communicationTypes))).toBe(1);
    await w.t.ok(companyRoutes.remove, { query: { id: w.company.private } }, w.as('owner'));
    expect(mine(await w.t.db.select().from(leads))).toBe(0);
    expect(mine(await w.t.db.select().from(communicationTypes))).toBe(0);
  });
});

describe('export records', () => {
  it('records a leads export with its company, and refuses a company the user may not see', async () => {
    const recorded = await call('colleague', 'POST', '/api/action-record', { action: 'leads_pdf', user_company_id: w.company.shared });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toEqual({
      id: expect.any(String),
      action: 'leads_pdf',
      user_company_id: w.company.shared,
      created_at: expect.any(String),
    });
    const before = await w.t.db.select().from(actionRecords);
    const refused = await call('outsider', 'POST', '/api/action-record', { action: 'leads_csv', user_company_id: w.company.shared });
    expect(refused.statusCode).toBe(404);
    expect(await w.t.db.select().from(actionRecords)).toEqual(before);
    expect((await w.t.ok(activityRoutes.record, { body: { action: 'investor_csv' } }, w.as('owner'))).user_company_id).toBeNull();
  });
});
