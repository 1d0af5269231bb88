import { columnMessages } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { companyPlacements, pipelineColumns, pipelines } from '../src/db/schema/index.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { useWorkspace, type Who } from './support/workspace-fixture.js';

const w = useWorkspace();

type Caller = Who | { token: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: Caller, method: Method, url: string, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(typeof who === 'string' ? w.token[who] : who.token) });

async function ok(who: Caller, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

const addColumn = async (who: Caller, name: string) => (await ok(who, 'POST', '/api/pipeline', { name })) as { id: string; order: number };
const columnNames = async (who: Caller) =>
  ((await ok(who, 'GET', '/api/pipeline')) as { name: string; order: number }[]).map((c) => `${c.order}:${c.name}`);
type Placement = { company_id: string; row: number; status: string | 0 };
const grid = async (who: Caller) => (await ok(who, 'GET', '/api/company-status')) as Placement[];
const cellOf = async (who: Caller, companyId: string) => {
  const placement = (await grid(who)).find((cell) => cell.company_id === companyId);
  return placement && { row: placement.row, status: placement.status };
};
/** Everything the pipeline tables hold, to prove a refused write changed nothing. */
const stored = async () =>
  JSON.stringify([
    await w.t.db.select().from(pipelines).orderBy(pipelines.id),
    await w.t.db.select().from(pipelineColumns).orderBy(pipelineColumns.id),
    await w.t.db.select().from(companyPlacements).orderBy(companyPlacements.companyId),
  ]);

describe('pipeline columns', () => {
  it('adds columns in order and lists them to every member of the organization', async () => {
    const lead = await addColumn('owner', '  Lead ');
    expect(lead).toEqual({ id: expect.any(String), name: 'Lead', order: 1 });
    await addColumn('colleague', 'Diligence');
    await addColumn('owner', 'Closing');
    expect(await columnNames('owner')).toEqual(['1:Lead', '2:Diligence', '3:Closing']);
    expect(await columnNames('colleague')).toEqual(['1:Lead', '2:Diligence', '3:Closing']);
    expect(await columnNames('outsider')).toEqual([]);
  });

  it('checks names with the spec messages and writes nothing', async () => {
    const before = await stored();
    for (const [payload, message] of [
      [{}, 'Column name is required'],
      [{ name: '   ' }, 'Column name is required'],
      [{ name: 'x'.repeat(301) }, 'Column name cannot be more than 300 characters'],
    ] as const) {
      const created = await call('owner', 'POST', '/api/pipeline', payload);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ error: message, code: 'invalid_input', name: [message] });
    }
    const [first] = await ok('owner', 'GET', '/api/pipeline');
    const renamed = await call('owner', 'PUT', `/api/pipeline/${first.id}`, { name: '' });
    expect(renamed.json()).toEqual({ error: columnMessages.nameRequired, code: 'invalid_input', name: [columnMessages.nameRequired] });
    expect(await stored()).toBe(before);
  });

  it('renames a column, 300 characters at most', async () => {
    const [first] = await ok('owner', 'GET', '/api/pipeline');
    expect(await ok('colleague', 'PUT', `/api/pipeline/${first.id}`, { name: 'x'.repeat(300) })).toMatchObject({ name: 'x'.repeat(300) });
    expect(await ok('owner', 'PUT', `/api/pipeline/${first.id}`, { name: 'Lead' })).toEqual({ id: first.id, name: 'Lead', order: 1 });
  });

  it('reorders by new_order and numbers the columns 1..n', async () => {
    const [lead, diligence, closing] = await ok('owner', 'GET', '/api/pipeline');
    const reordered = await ok('owner', 'PATCH', '/api/pipeline', {
      new_order: [
        { id: closing.id, order: 0 },
        { id: lead.id, order: 1 },
        { id: diligence.id, order: 2 },
      ],
    });
    expect(reordered.map((column: { name: string; order: number }) => `${column.order}:${column.name}`)).toEqual([
      '1:Closing',
      '2:Lead',
      '3:Diligence',
    ]);
    // One column alone moved to the front: the others keep their order behind it.
    await ok('colleague', 'PATCH', '/api/pipeline', { new_order: [{ id: lead.id, order: 1 }] });
    expect(await columnNames('owner')).toEqual(['1:Lead', '2:Closing', '3:Diligence']);
  });

  it('is another organization’s 404 to rename, delete or reorder, and nothing is written', async () => {
    const [lead] = await ok('owner', 'GET', '/api/pipeline');
    const before = await stored();
    for (const [method, url, payload] of [
      ['PUT', `/api/pipeline/${lead.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/pipeline/${lead.id}`, undefined],
      ['PATCH', '/api/pipeline', { new_order: [{ id: lead.id, order: 1 }] }],
      ['PUT', '/api/pipeline/not-a-uuid', { name: 'x' }],
    ] as const) {
      const response = await call('outsider', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: columnMessages.notFound, code: 'not_found' });
    }
    expect(await stored()).toBe(before);
  });
});

describe('company placements', () => {
  it('starts every visible company in the company list column, one row each', async () => {
    const cells = await grid('owner');
    expect(cells.map((cell) => cell.status)).toEqual([0, 0]);
    expect(cells.map((cell) => cell.row)).toEqual([0, 1]);
    expect(cells.map((cell) => cell.company_id).sort()).toEqual([w.company.shared, w.company.private].sort());
    expect((await grid('colleague')).map((cell) => cell.company_id)).toEqual([w.company.shared]);
    expect((await grid('outsider')).map((cell) => cell.company_id)).toEqual([w.company.outsiders]);
  });

  it('moves a company into a cell; a company in the target row takes its old row and keeps its status', async () => {
    const [lead, closing] = await ok('owner', 'GET', '/api/pipeline');
    const shared = (await cellOf('owner', w.company.shared))!;
    const other = shared.row === 0 ? 1 : 0;
    await ok('owner', 'PUT', '/api/company-status', { companies: [{ id: w.company.private, row: other, status: lead.id }] });
    expect(await cellOf('owner', w.company.private)).toEqual({ row: other, status: lead.id });
    // The spec client sends the whole company; what else it carries is not read.
    const moved = await ok('owner', 'PUT', '/api/company-status', {
      companies: [{ id: w.company.shared, name: 'Shared Co', boards: [], shared: true, row: other, status: closing.id }],
    });
    expect(moved).toEqual(
      expect.arrayContaining([
        { company_id: w.company.shared, row: other, status: closing.id },
        { company_id: w.company.private, row: shared.row, status: lead.id },
      ]),
    );
    // The colleague sees the shared company where the owner put it, on their own rows (only it).
    expect(await grid('colleague')).toEqual([{ company_id: w.company.shared, row: 0, status: closing.id }]);
  });

  it('refuses a company the caller cannot see and a column of another pipeline, writing nothing', async () => {
    const [lead] = await ok('owner', 'GET', '/api/pipeline');
    const before = await stored();
    const foreign = await call('outsider', 'PUT', '/api/company-status', { companies: [{ id: w.company.shared, row: 0, status: 0 }] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    const privateOne = await call('colleague', 'PUT', '/api/company-status', { companies: [{ id: w.company.private, row: 0, status: 0 }] });
    expect(privateOne.statusCode).toBe(404);
    const otherColumn = await call('outsider', 'PUT', '/api/company-status', {
      companies: [{ id: w.company.outsiders, row: 0, status: lead.id }],
    });
    expect(otherColumn.statusCode).toBe(404);
    expect(otherColumn.json()).toEqual({ error: columnMessages.notFound, code: 'not_found' });
    const badBody = await call('owner', 'PUT', '/api/company-status', { companies: [{ id: w.company.shared, row: 0, status: 7 }] });
    expect(badBody.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('keeps both of two members’ moves made at the same time', async () => {
    const [lead, closing] = await ok('owner', 'GET', '/api/pipeline');
    const extra = await insertCompany(w.t.db, {
      name: 'Third Co',
      createdBy: (await profileId('colleague'))!,
      organizationId: await orgId(),
      shared: true,
    });
    await Promise.all([
      ok('owner', 'PUT', '/api/company-status', { companies: [{ id: w.company.shared, row: 0, status: lead.id }] }),
      ok('colleague', 'PUT', '/api/company-status', { companies: [{ id: extra.id, row: 1, status: closing.id }] }),
    ]);
    const cells = await grid('owner');
    expect(cells.find((cell) => cell.company_id === w.company.shared)?.status).toBe(lead.id);
    expect(cells.find((cell) => cell.company_id === extra.id)?.status).toBe(closing.id);
    expect(cells.map((cell) => cell.row)).toEqual([0, 1, 2]);
    expect(new Set(cells.map((cell) => cell.company_id)).size).toBe(3);
  });

  it('sends a deleted column’s companies back to status 0 and closes up the columns', async () => {
    const [lead] = await ok('owner', 'GET', '/api/pipeline');
    expect(await ok('colleague', 'DELETE', `/api/pipeline/${lead.id}`)).toBeNull();
    expect((await cellOf('owner', w.company.shared))!.status).toBe(0);
    expect((await cellOf('owner', w.company.private))!.status).toBe(0);
    expect(await columnNames('owner')).toEqual(['1:Closing', '2:Diligence']);
  });

  it('gives a user without an organization a pipeline of their own', async () => {
    await createUser(w.t.db, { email: 'solo@example.com', firstName: 'Sol', lastName: 'Ode', password: STRONG_PASSWORD });
    const solo = { token: await signIn(w.t, 'solo@example.com', STRONG_PASSWORD) };
    const company = await ok(solo, 'POST', '/api/user-company', { company_name: 'Solo Co' });
    expect(await columnNames(solo)).toEqual([]);
    const mine = await addColumn(solo, 'Mine');
    await ok(solo, 'PUT', '/api/company-status', { companies: [{ id: company.id, row: 0, status: mine.id }] });
    expect(await grid(solo)).toEqual([{ company_id: company.id, row: 0, status: mine.id }]);
    expect(await columnNames('owner')).toEqual(['1:Closing', '2:Diligence']);
  });
});

async function profileId(who: Who): Promise<string | undefined> {
  return (await ok(who, 'GET', '/api/user-profile'))?.id;
}

async function orgId(): Promise<string> {
  const [company] = (await ok('owner', 'GET', '/api/user-company')) as { organization: string }[];
  return company!.organization;
}
