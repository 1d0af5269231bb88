import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { companies, companyDocuments } from '../src/db/schema/index.js';
import { bearer, browser, lastCode, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { documentPart, multipartBody, sampleContent } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
});
afterAll(() => t.close());

/** Makes the next statement of a kind on a table fail, as a crash between two steps would. */
async function failOn(table: string, event: 'INSERT' | 'DELETE') {
  await t.db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION fail_step() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`,
    ),
  );
  await t.db.execute(sql.raw(`CREATE TRIGGER fail_step BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_step()`));
  return table;
}
let failing: string | null = null;
afterEach(async () => {
  if (failing) await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS fail_step ON ${failing}`));
  failing = null;
});

describe('multi-step writes are all or nothing', () => {
  it('keeps the earlier sign-in code when issuing the next one fails half-way', async () => {
    await createUser(t.db, { email: 'issue@example.com', password: STRONG_PASSWORD });
    const laptop = browser(t);
    const { user_id } = (await laptop.post('/api/login', { email: 'issue@example.com', password: STRONG_PASSWORD })).json();
    const first = await lastCode(t, 'issue@example.com');
    failing = await failOn('verification_codes', 'INSERT');
    expect((await laptop.post('/api/login', { email: 'issue@example.com', password: STRONG_PASSWORD })).statusCode).toBe(500);
    await t.db.execute(sql.raw(`DROP TRIGGER fail_step ON verification_codes`));
    failing = null;
    const verified = await laptop.post(`/api/otp-verification/${user_id}`, { otp: first });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('leaves the code usable when opening the session fails after the code was checked', async () => {
    await createUser(t.db, { email: 'finish@example.com', password: STRONG_PASSWORD });
    const laptop = browser(t);
    const { user_id } = (await laptop.post('/api/login', { email: 'finish@example.com', password: STRONG_PASSWORD })).json();
    const code = await lastCode(t, 'finish@example.com');
    failing = await failOn('sessions', 'INSERT');
    expect((await laptop.post(`/api/otp-verification/${user_id}`, { otp: code })).statusCode).toBe(500);
    await t.db.execute(sql.raw(`DROP TRIGGER fail_step ON sessions`));
    failing = null;
    const verified = await laptop.post(`/api/otp-verification/${user_id}`, { otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('writes no company when its default task columns cannot be written', async () => {
    await createUser(t.db, { email: 'boards@example.com', password: STRONG_PASSWORD });
    const token = await signIn(t, 'boards@example.com', STRONG_PASSWORD);
    failing = await failOn('company_boards', 'INSERT');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-company',
      headers: bearer(token),
      payload: { company_name: 'Half Co' },
    });
    expect(response.statusCode).toBe(500);
    expect(await t.db.select().from(companies).where(eq(companies.name, 'Half Co'))).toEqual([]);
  });

  it('keeps a document file until the deletion of its company has committed', async () => {
    await createUser(t.db, { email: 'files@example.com', password: STRONG_PASSWORD });
    const token = await signIn(t, 'files@example.com', STRONG_PASSWORD);
    const company = (
      await t.app.inject({ method: 'POST', url: '/api/user-company', headers: bearer(token), payload: { company_name: 'Files Co' } })
    ).json();
    const { payload, headers } = multipartBody([documentPart('Plan.pdf', sampleContent.pdf())]);
    const [document] = (
      await t.app.inject({
        method: 'POST',
        url: `/api/company-documents/${company.id}`,
        payload,
        headers: { ...headers, ...bearer(token) },
      })
    ).json();
    failing = await failOn('company_documents', 'DELETE');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/user-company?id=${company.id}`, headers: bearer(token) });
    expect(refused.statusCode).toBe(500);
    expect(await t.db.select().from(companyDocuments).where(eq(companyDocuments.id, document.id))).toHaveLength(1);
    const download = await t.app.inject({ method: 'GET', url: `/api/company-documents/${document.id}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
