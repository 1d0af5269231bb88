import { accountMessages, datasetImportMessages as m, datasetImportRoutes as routes, documentMessages } from '@dealscout/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetImportRows, investors } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/seed/factories/accounts.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { multipartBody, type FormPart } from './support/multipart.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

let t: TestApp;
const token = { admin: '', user: '', outsider: '' };

const upload = (parts: FormPart[], who: keyof typeof token = 'admin', kind = 'investors') => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/dataset-imports/${kind}/uploads`,
    payload,
    headers: { ...headers, ...bearer(token[who]) },
    remoteAddress: nextClientAddress(),
  });
};
const csvPart = (text: string | Buffer, filename = 'firms.csv'): FormPart => ({
  name: 'file',
  filename,
  value: text,
  contentType: 'text/csv',
});
const as = (who: keyof typeof token) => ({ token: token[who] });

const investorCount = async () => (await t.db.select({ n: count() }).from(investors))[0]!.n;
const stagedCount = async () => (await t.db.select({ n: count() }).from(datasetImportRows))[0]!.n;

/** The uploads kept on disk (DATA_DIR/imports). */
const keptFiles = async () =>
  (await readdir(path.join(t.dataDir, 'imports'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) =>
    entry.isFile(),
  ).length;

/** Polls the progress until the import has ended (the test's own timeout bounds it). */
async function finished(kind: 'investors' | 'deals' = 'investors') {
  for (;;) {
    const progress = await t.ok(routes.progress, { params: { kind } }, as('admin'));
    if (progress && progress.state !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const SMALL = [
  'Firm Name,Web Site,Investor Type,Preferred EBITDA ($MM),Notes',
  'Browser Import Capital,https://browser-import.example,private equity,25,good',
  ',https://nameless.example,private equity,5,no name',
  'Amountless Partners,https://amountless.example,venture capital,-3,bad amount',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const make = (email: string, isSuperuser = false) =>
    createUser(t.db, { email, firstName: 'Ida', lastName: 'Tester', password: STRONG_PASSWORD, isSuperuser });
  const [admin, user, outsider] = [
    await make('admin@imports.example', true),
    await make('user@imports.example'),
    await make('outsider@imports.example'),
  ];
  await createOrganization(t.db, 'Admin Org', [{ userId: admin.id }, { userId: user.id }]);
  await createOrganization(t.db, 'Other Org', [{ userId: outsider.id, memberRole: 'admin' }]);
  token.admin = await signIn(t, admin.email, STRONG_PASSWORD);
  token.user = await signIn(t, user.email, STRONG_PASSWORD);
  token.outsider = await signIn(t, outsider.email, STRONG_PASSWORD);
});
afterAll(() => t?.close());

describe('the browser import of investors', () => {
  it('uploads, guesses the mapping, previews each row with its problems, imports and reports', async () => {
    const before = await investorCount();
    const response = await upload([csvPart(SMALL)]);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json();
    expect(uploaded.headers).toEqual(['Firm Name', 'Web Site', 'Investor Type', 'Preferred EBITDA ($MM)', 'Notes']);
    expect(uploaded.mapping).toEqual({
      company_name: 'Firm Name',
      url: 'Web Site',
      type: 'Investor Type',
      preferred_ebitda: 'Preferred EBITDA ($MM)',
    });
    expect(uploaded.fields.find((field: { name: string }) => field.name === 'company_name')).toMatchObject({ required: true });
    expect(uploaded.rows.map((row: { line: number; problems: string[] }) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, ['company_name is required']],
      [4, ['preferred_ebitda must be an amount in millions, 0 or more']],
    ]);

    // Another mapping: the notes as the description.
    const preview = await t.ok(
      routes.preview,
      { params: { kind: 'investors', uploadId: uploaded.upload_id }, body: { mapping: { ...uploaded.mapping, description: 'Notes' } } },
      as('admin'),
    );
    expect(preview.rows[0]!.cells.description).toBe('good');

    const started = await t.ok(
      routes.start,
      { params: { kind: 'investors' }, body: { upload_id: uploaded.upload_id, mapping: { ...uploaded.mapping, description: 'Notes' } } },
      as('admin'),
    );
    expect(started).toMatchObject({ state: 'running', file_name: 'firms.csv' });
    const done = await finished();
    expect(done).toMatchObject({ state: 'completed', rows: 3, share: 1, error: null });
    expect(done!.counts).toEqual([
      { key: 'added', label: 'Added', count: 1 },
      { key: 'updated', label: 'Updated', count: 0 },
      { key: 'repeated', label: 'Repeated in the file', count: 0 },
      { key: 'rejected', label: 'Rejected', count: 2 },
    ]);
    expect(await investorCount()).toBe(before + 1);
    const [added] = await t.db.select().from(investors).where(eq(investors.companyName, 'Browser Import Capital'));
    expect(added).toMatchObject({ url: 'https://browser-import.example', description: 'good', preferredEbitda: 25 });
    expect(await stagedCount()).toBe(0);
    expect(await keptFiles()).toBe(0);

    const report = await t.call(routes.report, { params: { kind: 'investors' } }, as('admin'));
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toContain('firms.report.csv');
    expect(report.body).toBe(
      'line,outcome,reason\r\n3,rejected,company_name is required\r\n4,rejected,preferred_ebitda must be an amount in millions, 0 or more\r\n'.replace(
        'preferred_ebitda must be an amount in millions, 0 or more',
        '"preferred_ebitda must be an amount in millions, 0 or more"',
      ),
    );

    // The upload is gone once imported.
    const again = await t.call(
      routes.preview,
      { params: { kind: 'investors', uploadId: uploaded.upload_id }, body: { mapping: {} } },
      as('admin'),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: m.uploadGone, code: 'not_found' });
  });

  it('refuses anyone but a superuser, of the same organization or another', async () => {
    for (const who of ['user', 'outsider'] as const) {
      const refused = await upload([csvPart(SMALL)], who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: accountMessages.session.forbidden, code: 'superuser_only' });
      for (const [route, input] of [
        [routes.progress, { params: { kind: 'investors' } }],
        [routes.report, { params: { kind: 'investors' } }],
        [routes.start, { params: { kind: 'investors' }, body: { upload_id: 'x', mapping: {} } }],
      ] as const) {
        const response = await t.call(route, input as never, as(who));
        expect(response.statusCode, route.path).toBe(403);
      }
    }
  });

  it.each([
    ['an empty file', csvPart(''), m.empty],
    ['a header only', csvPart('company_name,url\n'), m.headerOnly],
    ['NUL bytes', csvPart(Buffer.from('company_name\nA\u0000B\n')), m.binary],
    ['a file that is not CSV', csvPart('MZ', 'tool.exe'), m.notCsv],
    [
      'an unclosed quote',
      csvPart('company_name,url\n"Open,https://x.example\n'),
      m.unreadable('Quote Not Closed: the parsing is finished with an opening quote at line 2'),
    ],
  ])('refuses %s with a clear reason, and keeps nothing', async (_what, part, message) => {
    const response = await upload([part]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'bad_request' });
    expect(await keptFiles()).toBe(0);
  });

  it('refuses a body without a file and a malformed multipart body', async () => {
    const none = await upload([{ name: 'note', value: 'no file' }]);
    expect(none.json()).toEqual({ error: m.noFile, code: 'bad_request' });
    const boundary = '----cut';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\ncompany_name\nand then nothing`;
    for (const payload of [cut, 'this is not a multipart body']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dataset-imports/investors/uploads',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token.admin) },
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: documentMessages.malformed, code: 'bad_request' });
    }
  });

  it('imports deals the same way: the mapping guessed from a deal export, each row matched to its investor, the counts add up', async () => {
    const firm = (await upload([csvPart('company_name,url\nDeal Maker Holdings,https://dealmaker.example\n')])).json();
    await t.ok(routes.start, { params: { kind: 'investors' }, body: { upload_id: firm.upload_id, mapping: firm.mapping } }, as('admin'));
    await finished();
    const deals = [
      'Acquirer,Acquirer Website,Target,Industry,Deal Value,Deal Date',
      'Deal Maker Holdings,,Bright Smile Dental Lab,Dental;Laboratory,$12.5M,2019-06-01',
      'Nobody Holdings,https://nobody.example,Orphan Target,Dental,,2019-01-01',
      'Deal Maker Holdings,,Future Dental,Dental,,2099-01-01',
    ].join('\n');
    const uploaded = (await upload([csvPart(deals, 'deals.csv')], 'admin', 'deals')).json();
    expect(uploaded.mapping).toEqual({
      investor_name: 'Acquirer',
      investor_website: 'Acquirer Website',
      counterpart_name: 'Target',
      counterpart_categories: 'Industry',
      amount_usd: 'Deal Value',
      date: 'Deal Date',
    });
    expect(uploaded.rows.map((row: { problems: string[] }) => row.problems)).toEqual([[], [], ['date must not be in the future']]);
    await t.ok(
      routes.start,
      { params: { kind: 'deals' }, body: { upload_id: uploaded.upload_id, mapping: uploaded.mapping } },
      as('admin'),
    );
    const done = await finished('deals');
    expect(done).toMatchObject({ state: 'completed', rows: 3, error: null });
    expect(Object.fromEntries(done!.counts!.map((entry) => [entry.key, entry.count]))).toEqual({
      added: 1,
      updated: 0,
      unmatched: 1,
      rejected: 1,
    });
    const report = await t.app.inject({ method: 'GET', url: '/api/dataset-imports/deals/run/report', headers: bearer(token.admin) });
    expect(report.body.split('\r\n').slice(1, 3)).toEqual([
      '3,unmatched,No investor in the dataset has this website or name: Nobody Holdings',
      '4,rejected,date must not be in the future',
    ]);
    const [maker] = await t.db.select().from(investors).where(eq(investors.companyName, 'Deal Maker Holdings'));
    expect(maker).toMatchObject({ dealCount: 1, lastAcquisitionOn: '2019-06-01' });
  });

  it('shows a 1 MB cell cut, with its problem, and refuses a mapping naming an unknown header or missing a required field', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const uploaded = (await upload([csvPart(`company_name,description\nHuge Cell Capital,${huge}\n`)])).json();
    expect(uploaded.rows[0].cells.description).toHaveLength(200);
    expect(uploaded.rows[0].problems).toEqual(['description must be at most 20,000 characters']);
    const params = { kind: 'investors' as const, uploadId: uploaded.upload_id };
    const unknown = await t.call(routes.preview, { params, body: { mapping: { company_name: 'Nope' } } }, as('admin'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ mapping: [m.unknownHeader('Nope')], code: 'invalid_input' });
    const missing = await t.call(
      routes.start,
      { params: { kind: 'investors' }, body: { upload_id: uploaded.upload_id, mapping: { description: 'description' } } },
      as('admin'),
    );
    expect(missing.json()).toMatchObject({ mapping: [m.missingRequired(['Company name'])], code: 'invalid_input' });
  });

  it('refuses a second start while one runs, and a failed import writes nothing and says why', async () => {
    const before = await investorCount();
    const good = Array.from({ length: 2_500 }, (_, index) => `Failing Import ${index},https://failing-${index}.example`);
    const text = ['company_name,url', ...good, '"Unclosed,https://broken.example', 'Later,https://later.example'].join('\n');
    const first = (await upload([csvPart(text, 'broken.csv')])).json();
    const second = (await upload([csvPart(SMALL)])).json();
    await t.ok(routes.start, { params: { kind: 'investors' }, body: { upload_id: first.upload_id, mapping: first.mapping } }, as('admin'));
    const refused = await t.call(
      routes.start,
      { params: { kind: 'investors' }, body: { upload_id: second.upload_id, mapping: second.mapping } },
      as('admin'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: m.running('investors'), code: 'dataset_import_running' });
    const done = await finished();
    expect(done).toMatchObject({ state: 'failed', counts: null });
    expect(done!.error).toMatch(/Quote Not Closed/);
    expect(await investorCount()).toBe(before);
    expect(await stagedCount()).toBe(0);
    expect((await t.call(routes.report, { params: { kind: 'investors' } }, as('admin'))).statusCode).toBe(404);
    // The refused upload is still there to import.
    const retried = await t.ok(
      routes.start,
      { params: { kind: 'investors' }, body: { upload_id: second.upload_id, mapping: second.mapping } },
      as('admin'),
    );
    expect(retried.state).toBe('running');
    expect((await finished())!.state).toBe('completed');
  });
});
