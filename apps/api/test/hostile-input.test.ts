import { commonMessages } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/auth-helpers.js';
import { workspaceFixture } from './support/workspace-fixture.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';
import { fieldsOf, invalidInput } from './support/error-replies.js';

const NUL = '\u0000';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let w: Awaited<ReturnType<typeof workspaceFixture>>;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' }, { logger: { level: 'error', stream: logStream } });
  w = await workspaceFixture(t);
});
afterAll(() => t.close());

/** Row counts of every table of the public schema, to prove a refused request wrote nothing. */
async function rowCounts() {
  const tables = (await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = (await t.db.execute(sql.raw(`select count(*)::int as n from "${tablename}"`))) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0]!.n;
  }
  delete counts.rate_limit_hits;
  return counts;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = bearer(w.token.owner)) =>
  t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: nextClientAddress() });

describe('a NUL byte anywhere is a 400 that writes nothing', () => {
  const bodies = () =>
    [
      ['POST', '/api/user-company', { company_name: `Acme${NUL}` }, 'company_name'],
      ['PUT', `/api/user-company/${w.company.shared}`, { company_name: `Acme${NUL}` }, 'company_name'],
      [
        'PUT',
        '/api/user-company',
        { id: w.company.shared, user_input: [{ key: 'speciality_input', value: `eyes${NUL}` }] },
        'user_input.0.value',
      ],
      ['POST', `/api/duplicate-company/${w.company.shared}`, { company_name: `Copy${NUL}` }, 'company_name'],
      ['POST', `/api/company-notes/${w.company.shared}`, { notes: `<p>Hello${NUL}</p>` }, 'notes'],
      ['PUT', `/api/company-notes/${w.company.shared}`, { id: w.company.shared, notes: `<p>x${NUL}</p>` }, 'notes'],
    ] as const;

  it('refuses it in every text field of the company and note bodies', async () => {
    for (const [method, url, body, field] of bodies()) {
      const before = await rowCounts();
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual(invalidInput({ [field]: [commonMessages.nulCharacter] }));
      expect(await rowCounts()).toEqual(before);
    }
  });

  it('refuses it in the public contact form', async () => {
    const before = await rowCounts();
    const response = await call('POST', '/api/email', { type: 'contact', email: 'a@example.com', name: `Ann${NUL}`, message: 'Hi' }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: commonMessages.nulCharacter, code: 'invalid_input', name: [commonMessages.nulCharacter] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses it in the path of the rate-limited sign-in routes, before any database work', async () => {
    for (const url of [
      '/api/resend-otp/%00',
      '/api/resend-email-verification/%00',
      '/api/otp-verification/%00',
      '/api/email-verification/a%00',
    ]) {
      const response = await call('POST', url, { otp: '123456', password: 'x' }, {});
      expect(response.statusCode, url).toBe(400);
      expect(Object.values(fieldsOf(response.json())), url).toEqual([[commonMessages.nulCharacter]]);
    }
  });

  it('refuses it in a search', async () => {
    const response = await call('GET', '/api/user-company?search=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: commonMessages.nulCharacter, code: 'invalid_input', search: [commonMessages.nulCharacter] });
  });
});

describe('a malformed upload is a 400', () => {
  it('answers a body cut off in the middle of a file', async () => {
    const before = await rowCounts();
    const boundary = '----cut';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/company-documents/${w.company.shared}`,
      headers: { ...bearer(w.token.owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a multipart body that is not multipart', async () => {
    const before = await rowCounts();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/company-documents/${w.company.shared}`,
      headers: { ...bearer(w.token.owner), 'content-type': 'multipart/form-data; boundary=----x' },
      payload: 'this is not a multipart body',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/upload/i);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the error log keeps user data out', () => {
  it('logs the kind of a failed query and its route, not its parameters', async () => {
    await t.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION fail_step() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`,
      ),
    );
    await t.db.execute(sql.raw(`CREATE TRIGGER fail_step BEFORE INSERT ON companies FOR EACH ROW EXECUTE FUNCTION fail_step()`));
    try {
      logLines.length = 0;
      const response = await call('POST', '/api/user-company', { company_name: 'Secret Target Holdings' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER fail_step ON companies`));
    }
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('/api/user-company');
    expect(log).not.toContain('Secret Target Holdings');
  });
});
