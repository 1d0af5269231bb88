import { columnMessages, accountRoutes, companyRoutes, pipelineRoutes } from '@dealscout/domain';
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

const as = (who: Caller) => (typeof who === 'string' ? w.as(who) : who);

const addColumn = async (who: Caller, name: string) =>
  (await w.t.ok(pipelineRoutes.createColumn, { body: { name } }, as(who))) as { id: string; order: number };
const columnNames = async (who: Caller) =>
  ((await w.t.ok(pipelineRoutes.columns, {}, as(who))) as { name: string; order: number }[]).map((c) => `${c.order}:${c.name}`);
type Placement = { company_id: string; row: number; status: string | 0 };
const grid = async (who: Caller) => (await w.t.ok(pipelineRoutes.placements, {}, as(who))) as Placement[];
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
      const created = await w.t.call(pipelineRoutes.createColumn, { body: payload as never }, as('owner'));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ error: message, code: 'invalid_input', name: [message] });
    }
    const [first] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const renamed = await w.t.call(pipelineRoutes.renameColumn, { params: { id: first!.id }, body: { name: '' } }, as('owner'));
    expect(renamed.json()).toEqual({ error: columnMessages.nameRequired, code: 'invalid_input', name: [columnMessages.nameRequired] });
    expect(await stored()).toBe(before);
  });

  it('renames a column, 300 characters at most', async () => {
    const [first] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    expect(
      await w.t.ok(pipelineRoutes.renameColumn, { params: { id: first!.id }, body: { name: 'x'.repeat(300) } }, as('colleague')),
    ).toMatchObject({ name: 'x'.repeat(300) });
    expect(await w.t.ok(pipelineRoutes.renameColumn, { params: { id: first!.id }, body: { name: 'Lead' } }, as('owner'))).toEqual({
      id: first!.id,
      name: 'Lead',
      order: 1,
    });
  });

  it('reorders by new_order and numbers the columns 1..n', async () => {
    const [lead, diligence, closing] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const reordered = await w.t.ok(
      pipelineRoutes.reorderColumns,
      {
        body: {
          new_order: [
            { id: closing!.id, order: 0 },
            { id: lead!.id, order: 1 },
            { id: diligence!.id, order: 2 },
          ],
        },
      },
      as('owner'),
    );
    expect(reordered.map((column: { name: string; order: number }) => `${column.order}:${column.name}`)).toEqual([
      '1:Closing',
      '2:Lead',
      '3:Diligence',
    ]);
    // One column alone moved to the front: the others keep their order behind it.
    await w.t.ok(pipelineRoutes.reorderColumns, { body: { new_order: [{ id: lead!.id, order: 1 }] } }, as('colleague'));
    expect(await columnNames('owner')).toEqual(['1:Lead', '2:Closing', '3:Diligence']);
  });

  it('is another organization’s 404 to rename, delete or reorder, and nothing is written', async () => {
    const [lead] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const before = await stored();
    for (const [method, url, payload] of [
      ['PUT', `/api/pipeline/${lead!.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/pipeline/${lead!.id}`, undefined],
      ['PATCH', '/api/pipeline', { new_order: [{ id: lead!.id, order: 1 }] }],
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
    const [lead, closing] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const shared = (await cellOf('owner', w.company.shared))!;
    const other = shared.row === 0 ? 1 : 0;
    await w.t.ok(
      pipelineRoutes.savePlacements,
      { body: { companies: [{ id: w.company.private, row: other, status: lead!.id }] } },
      as('owner'),
    );
    expect(await cellOf('owner', w.company.private)).toEqual({ row: other, status: lead!.id });
    // The spec client sends the whole company; what else it carries is not read.
    const moved = await w.t.ok(
      pipelineRoutes.savePlacements,
      {
        body: {
          companies: [{ id: w.company.shared, name: 'Shared Co', boards: [], shared: true, row: other, status: closing!.id }],
        },
      },
      as('owner'),
    );
    expect(moved).toEqual(
      expect.arrayContaining([
        { company_id: w.company.shared, row: other, status: closing!.id },
        { company_id: w.company.private, row: shared.row, status: lead!.id },
      ]),
    );
    // The colleague sees the shared company where the owner put it, on their own rows (only it).
    expect(await grid('colleague')).toEqual([{ company_id: w.company.shared, row: 0, status: closing!.id }]);
  });

  it('refuses a company the caller cannot see and a column of another pipeline, writing nothing', async () => {
    const [lead] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const before = await stored();
    const foreign = await w.t.call(
      pipelineRoutes.savePlacements,
      { body: { companies: [{ id: w.company.shared, row: 0, status: 0 }] } },
      as('outsider'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    const privateOne = await w.t.call(
      pipelineRoutes.savePlacements,
      { body: { companies: [{ id: w.company.private, row: 0, status: 0 }] } },
      as('colleague'),
    );
    expect(privateOne.statusCode).toBe(404);
    const otherColumn = await w.t.call(
      pipelineRoutes.savePlacements,
      {
        body: {
          companies: [{ id: w.company.outsiders, row: 0, status: lead!.id }],
        },
      },
      as('outsider'),
    );
    expect(otherColumn.statusCode).toBe(404);
    expect(otherColumn.json()).toEqual({ error: columnMessages.notFound, code: 'not_found' });
    const badBody = await w.t.call(
      pipelineRoutes.savePlacements,
      { body: { companies: [{ id: w.company.shared, row: 0, status: 7 }] } as never },
      as('owner'),
    );
    expect(badBody.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('keeps both of two members’ moves made at the same time', async () => {
    const [lead, closing] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    const extra = await insertCompany(w.t.db, {
      name: 'Third Co',
      createdBy: (await profileId('colleague'))!,
      organizationId: await orgId(),
      shared: true,
    });
    await Promise.all([
      w.t.ok(pipelineRoutes.savePlacements, { body: { companies: [{ id: w.company.shared, row: 0, status: lead!.id }] } }, as('owner')),
      w.t.ok(pipelineRoutes.savePlacements, { body: { companies: [{ id: extra.id, row: 1, status: closing!.id }] } }, as('colleague')),
    ]);
    const cells = await grid('owner');
    expect(cells.find((cell) => cell.company_id === w.company.shared)?.status).toBe(lead!.id);
    expect(cells.find((cell) => cell.company_id === extra.id)?.status).toBe(closing!.id);
    expect(cells.map((cell) => cell.row)).toEqual([0, 1, 2]);
    expect(new Set(cells.map((cell) => cell.company_id)).size).toBe(3);
  });

  it('sends a deleted column’s companies back to status 0 and closes up the columns', async () => {
    const [lead] = await w.t.ok(pipelineRoutes.columns, {}, as('owner'));
    expect(await w.t.ok(pipelineRoutes.deleteColumn, { params: { id: lead!.id } }, as('colleague'))).toBeNull();
    expect((await cellOf('owner', w.company.shared))!.status).toBe(0);
    expect((await cellOf('owner', w.company.private))!.status).toBe(0);
    expect(await columnNames('owner')).toEqual(['1:Closing', '2:Diligence']);
  });

  it('gives a user without an organization a pipeline of their own', async () => {
    await createUser(w.t.db, { email: 'solo@example.com', firstName: 'Sol', lastName: 'Ode', password: STRONG_PASSWORD });
    const solo = { token: await signIn(w.t, 'solo@example.com', STRONG_PASSWORD) };
    const company = await w.t.ok(companyRoutes.create, { body: { company_name: 'Solo Co' } }, as(solo));
    expect(await columnNames(solo)).toEqual([]);
    const mine = await addColumn(solo, 'Mine');
    await w.t.ok(pipelineRoutes.savePlacements, { body: { companies: [{ id: company.id, row: 0, status: mine.id }] } }, as(solo));
    expect(await grid(solo)).toEqual([{ company_id: company.id, row: 0, status: mine.id }]);
    expect(await columnNames('owner')).toEqual(['1:Closing', '2:Diligence']);
  });
});

async function profileId(who: Who): Promise<string | undefined> {
  return (await w.t.ok(accountRoutes.profile, {}, as(who)))?.id;
}

async function orgId(): Promise<string> {
  const [company] = (await w.t.ok(companyRoutes.list, {}, as('owner'))) as { organization: string }[];
  return company!.organization;
}
