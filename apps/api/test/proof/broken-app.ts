import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp, type App } from '../../src/app.js';
import { AppError } from '../../src/platform/errors.js';
import type { TestApp } from '../support/test-app.js';
import type { RouteExpectation } from './route-expectations.js';

const callerId = (request: { caller: { user: unknown } | null }) => (request.caller!.user as { id: string }).id;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const companyParams = z.object({ companyId: z.string().max(64) });

/** Routes with one flaw each, which the checkers must catch. */
function registerBrokenRoutes(app: App) {
  const { db } = app.deps;
  // Leaks: any signed-in caller gets any company by id.
  app.get('/api/leaky-company/:companyId', { config: { access: 'user' }, schema: { params: companyParams } }, async (request) =>
    rowsOf(await db.execute(sql`select id, name from companies where id::text = ${request.params.companyId}`)),
  );
  // Writes first, checks after, and commits on its own (out of the request's transaction, which would
  // otherwise undo the write): a refused caller has already renamed the company.
  app.put(
    '/api/careless-rename/:companyId',
    { config: { access: 'user', transaction: false }, schema: { params: companyParams, body: z.object({ name: z.string().max(100) }) } },
    async (request) => {
      const [company] = rowsOf(
        await db.execute(
          sql`update companies set name = ${request.body.name} where id::text = ${request.params.companyId} returning created_by`,
        ),
      );
      if (company?.created_by !== callerId(request)) throw new AppError(404, { error: 'Company not found' });
      if (!/^[\w -]+$/.test(request.body.name)) throw new AppError(400, { name: ['Letters and digits only'] });
      return { renamed: true };
    },
  );
  // Hands any text to PostgreSQL as a UUID, which refuses what is not one: a 500.
  app.get(
    '/api/fragile-search',
    { config: { access: 'user' }, schema: { querystring: z.object({ id: z.string().max(100) }) } },
    async (request) => rowsOf(await db.execute(sql`select id from companies where id = ${request.query.id}::uuid`)),
  );
  // Refuses without saying why.
  app.post(
    '/api/mute-refusal',
    { config: { access: 'user' }, schema: { body: z.object({ note: z.string().max(100) }) } },
    async (_request, reply) => reply.status(400).send('no'),
  );
  // Forgotten in the expectations table.
  app.get('/api/unlisted', { config: { access: 'user' } }, async () => ({ ok: true }));
}

/** What the broken routes are meant to answer, so that only their flaws show. */
export const BROKEN_ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  'GET /api/leaky-company/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'PUT /api/careless-rename/:companyId': {
    request: (ids) => ({ params: { companyId: ids.company }, body: { name: `Careless ${ids.unique}` } }),
    status: { owner: 200, colleague: 404 },
  },
  'GET /api/fragile-search': { scope: 'self', request: (ids) => ({ query: { id: ids.company } }), status: { owner: 200 } },
  'POST /api/mute-refusal': { scope: 'self', request: () => ({ body: { note: 'hello' } }), status: { owner: 400 } },
};

/** The test app's database and configuration under a second app that also serves the broken routes. */
export async function brokenApp(t: TestApp): Promise<TestApp> {
  const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
  registerBrokenRoutes(app);
  await app.ready();
  return { ...t, app, close: () => app.close() };
}
