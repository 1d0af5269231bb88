import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { documentMessages, MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyDocuments, storedFiles as storedFilesTable } from '../src/db/schema/index.js';
import { sweepOrphanFiles } from '../src/platform/orphan-files.js';
import { bearer } from './support/auth-helpers.js';
import { documentPart as file, multipartBody, sampleContent, type FormPart } from './support/multipart.js';
import { useS3Server } from './support/s3-server.js';
import { nextClientAddress } from './support/test-app.js';
import { useWorkspace, type Who } from './support/workspace-fixture.js';

// Every test runs on the three file storages: on disk (the default), in PostgreSQL (FILE_STORAGE=postgres)
// and in a bucket of s3rver, an S3 server started here (FILE_STORAGE=s3).
describe.each(['disk', 'postgres', 's3'] as const)('with %s file storage', (backend) => {
  const env: Record<string, string> = { FILE_STORAGE: backend };
  const s3 = backend === 's3' ? useS3Server(env) : undefined;
  const w = useWorkspace('professional', env);
  // Files in the database write about 1 MB a second on embedded PGlite (one process, where disk storage
  // serves): the tens of megabytes run where FILE_STORAGE=postgres is meant for, a PostgreSQL server (CI).
  const bigFiles = backend !== 'postgres' || !!process.env.TEST_DATABASE_URL;
  const itWithBigFiles = bigFiles ? it : it.skip;
  /** 50 MB through the multipart parser and into storage takes 12 s (disk) on this machine at load 20. */
  const BIG_FILE_MS = 120_000;

  const call = (method: 'GET' | 'DELETE', url: string, who: Who) =>
    w.t.app.inject({ method, url, headers: bearer(w.token[who]), remoteAddress: nextClientAddress() });

  /** An upload as the web app sends it: company_id and timestamp fields, then the files. */
  const upload = (companyId: string, who: Who, files: FormPart[]) => {
    const fields = ['company_id', 'timestamp'].map((name) => ({ name, value: 'ignored' }));
    const { payload, headers } = multipartBody([...fields, ...files]);
    const url = `/api/company-documents/${companyId}`;
    return w.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(w.token[who]) } });
  };

  /** The keys of the stored files, read around the storage under test: the files under DATA_DIR/files, the rows of stored_files, or s3rver's object files. */
  async function storedFiles(): Promise<string[]> {
    if (backend === 'postgres') return (await w.t.db.select({ key: storedFilesTable.key }).from(storedFilesTable)).map((row) => row.key);
    const [root, suffix] = s3 ? [s3.server.directory, '._S3rver_object'] : [path.join(w.t.dataDir, 'files'), ''];
    const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
      .map((entry) => entry.name.slice(0, entry.name.length - suffix.length));
  }
  /** Makes a stored file look last written at `when`, as one another process is still writing would. */
  async function writtenAt(key: string, when: Date) {
    if (s3) return s3.server.touch(key, when);
    if (backend === 'disk') return utimes(path.join(w.t.dataDir, 'files', key.slice(0, 2), key), when, when);
    await w.t.db.update(storedFilesTable).set({ writtenAt: when }).where(eq(storedFilesTable.key, key));
  }
  const rowCount = async () => (await w.t.db.select({ n: count() }).from(companyDocuments))[0]!.n;
  const stored = async () => ({ rows: await rowCount(), files: (await storedFiles()).length });
  const { pdf, txt, xls, exe, docx } = sampleContent;

  describe('documents: upload, list, download and delete', () => {
    it('uploads two files at once and lists them', async () => {
      const report = pdf('quarterly numbers');
      const response = await upload(w.company.shared, 'owner', [file('Report.pdf', report), file('Model.xlsx', docx())]);
      expect(response.statusCode, response.body).toBe(201);
      const [created, other] = response.json();
      expect(created).toMatchObject({ company_id: w.company.shared, name: 'Report.pdf', doc_type: 'PDF', doc_size: report.length });
      expect(created).toMatchObject({ uploaded_by: 'Olive Stone', download_url: `/api/company-documents/${created.id}/download` });
      expect(new Date(created.uploaded_on).toISOString()).toBe(created.uploaded_on);
      expect(other).toMatchObject({ name: 'Model.xlsx', doc_type: 'XLSX', doc_size: docx().length });
      const list = (await call('GET', `/api/company-documents/${w.company.shared}`, 'owner')).json();
      expect(list.map((document: { name: string }) => document.name).sort()).toEqual(['Model.xlsx', 'Report.pdf']);
      expect(await stored()).toEqual({ rows: 2, files: 2 });
    });

    it('downloads the same bytes as an attachment', async () => {
      const content = Buffer.concat([pdf(), Buffer.from([0, 1, 2, 255])]);
      const [document] = (await upload(w.company.shared, 'owner', [file("Résumé 'v2' (final).pdf", content)])).json();
      const response = await call('GET', document.download_url, 'colleague');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ 'v2' (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%27v2%27%20%28final%29.pdf`,
      );
    });

    it('downloads a file of several megabytes byte for byte', async () => {
      const content = Buffer.concat([pdf(), randomBytes(2.5 * 1024 * 1024)]);
      const [document] = (await upload(w.company.private, 'owner', [file('several-mb.pdf', content)])).json();
      const response = await call('GET', document.download_url, 'owner');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(content.length));
      expect(response.rawPayload.equals(content)).toBe(true);
      expect((await call('DELETE', `/api/company-documents/${document.id}`, 'owner')).statusCode).toBe(204);
    });

    // In the database, a whole number of 1 MB rows: the last read of a few rows finds none.
    itWithBigFiles('downloads a file of exactly 4 MB byte for byte', async () => {
      const head = pdf();
      const content = Buffer.concat([head, randomBytes(4 * 1024 * 1024 - head.length)]);
      const [document] = (await upload(w.company.private, 'owner', [file('four-mb.pdf', content)])).json();
      const response = await call('GET', document.download_url, 'owner');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect((await call('DELETE', `/api/company-documents/${document.id}`, 'owner')).statusCode).toBe(204);
    });

    itWithBigFiles(
      'accepts a file of exactly 50 MB',
      async () => {
        const head = pdf();
        const content = Buffer.concat([head, Buffer.alloc(MAX_DOCUMENT_BYTES - head.length)]);
        const response = await upload(w.company.private, 'owner', [file('exactly-50mb.pdf', content)]);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()[0].doc_size).toBe(MAX_DOCUMENT_BYTES);
        expect((await call('DELETE', `/api/company-documents/${response.json()[0].id}`, 'owner')).statusCode).toBe(204);
      },
      BIG_FILE_MS,
    );

    it('newest first, and deleting removes the row and the file', async () => {
      const [document] = (await upload(w.company.private, 'owner', [file('notes.txt', txt())])).json();
      expect((await call('GET', `/api/company-documents/${w.company.private}`, 'owner')).json()[0].id).toBe(document.id);
      const before = await stored();
      expect((await call('DELETE', `/api/company-documents/${document.id}`, 'colleague')).statusCode).toBe(404);
      expect((await call('DELETE', `/api/company-documents/${document.id}`, 'owner')).statusCode).toBe(204);
      expect(await stored()).toEqual({ rows: before.rows - 1, files: before.files - 1 });
      expect((await call('GET', document.download_url, 'owner')).statusCode).toBe(404);
    });

    it('stores a path-like name as a plain name, its bytes only under files/', async () => {
      for (const name of ['../../escape.pdf', '..\\..\\escape2.pdf']) {
        const response = await upload(w.company.private, 'owner', [file(name, pdf())]);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()[0].name).toBe(name.replace(/^.*[\\/]/, ''));
      }
      expect((await storedFiles()).every((name) => /^[A-Za-z0-9_-]{20,}$/.test(name))).toBe(true);
      for (const dir of [w.t.dataDir, path.dirname(w.t.dataDir), path.join(w.t.dataDir, 'files')]) {
        expect(existsSync(path.join(dir, 'escape.pdf'))).toBe(false);
      }
    });
  });

  describe('documents: refused uploads store nothing', () => {
    const m = documentMessages;
    const many = () => Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => file(`${i}.txt`, txt()));
    const big = () => [file('small.txt', txt()), file('big.pdf', Buffer.concat([pdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]))];
    const refusals: [string, () => FormPart[], string][] = [
      ['no file', () => [], m.noFiles],
      ['an empty file input', () => [file('', '')], m.noFiles],
      ['an .exe renamed .pdf', () => [file('invoice.pdf', exe())], m.invalidType],
      ['an extension not allowed', () => [file('tool.exe', exe())], m.invalidType],
      ['a text file with NUL bytes', () => [file('data.txt', Buffer.from('a\0b'))], m.invalidType],
      ['a .docx that is not a zip', () => [file('letter.docx', pdf())], m.invalidType],
      ['a name already in the company', () => [file('REPORT.PDF', pdf())], m.exists],
      ['the same name twice in one drop', () => [file('twice.txt', txt()), file('Twice.TXT', txt())], m.exists],
      ['a valid file followed by a bad one', () => [file('good.xls', xls()), file('bad.ppt', pdf())], m.invalidType],
      [`${MAX_FILES_PER_UPLOAD + 1} files`, many, m.tooMany],
      ['50 MB and one byte', big, m.tooLarge('big.pdf')],
    ];

    it.each(bigFiles ? refusals : refusals.filter(([label]) => label !== '50 MB and one byte'))(
      'refuses %s',
      async (_label, files, message) => {
        const before = await stored();
        const response = await upload(w.company.shared, 'owner', files());
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message, code: 'bad_request' });
        expect(await stored()).toEqual(before);
      },
      BIG_FILE_MS,
    );

    it('answers a refusal over a real socket and reads the rest of the body', async () => {
      const url = new URL(`/api/company-documents/${w.company.shared}`, await w.t.app.listen({ port: 0, host: '127.0.0.1' }));
      const { payload, headers } = multipartBody([file('fake.pdf', Buffer.concat([exe(), Buffer.alloc(32 * 1024 * 1024)]))]);
      const request = http.request(url, { method: 'POST', headers: { ...headers, ...bearer(w.token.owner) } });
      const sent = once(request.end(payload), 'finish');
      const [response] = await once(request, 'response');
      const body = Buffer.concat(await (response as http.IncomingMessage).toArray()).toString();
      expect(JSON.parse(body)).toEqual({ error: documentMessages.invalidType, code: 'bad_request' });
      await sent; // a server that stopped reading would leave the client stuck here
    });

    it('refuses a body that is not multipart', async () => {
      const url = `/api/company-documents/${w.company.shared}`;
      const response = await w.t.app.inject({ method: 'POST', url, payload: { documents: [] }, headers: bearer(w.token.owner) });
      expect(response.json()).toEqual({ error: documentMessages.noFiles, code: 'bad_request' });
    });
  });

  describe('documents: who may see and upload them', () => {
    it('lets a colleague list, upload and download on a shared company', async () => {
      const response = await upload(w.company.shared, 'colleague', [file('carl.txt', txt('from Carl'))]);
      expect(response.statusCode).toBe(201);
      expect(response.json()[0].uploaded_by).toBe('Carl Reed');
      const list = (await call('GET', `/api/company-documents/${w.company.shared}`, 'colleague')).json();
      expect(list.map((document: { name: string }) => document.name)).toContain('carl.txt');
    });

    it('answers 404 to another organization, a private company and unknown ids, and stores nothing', async () => {
      const [document] = (await call('GET', `/api/company-documents/${w.company.shared}`, 'owner')).json();
      const cases: [Who, string][] = [
        ['outsider', w.company.shared],
        ['colleague', w.company.private],
        ['owner', w.company.outsiders],
        ['owner', crypto.randomUUID()],
        ['owner', 'not-a-uuid'],
      ];
      for (const [who, companyId] of cases) {
        const before = await stored();
        expect((await call('GET', `/api/company-documents/${companyId}`, who)).statusCode).toBe(404);
        expect((await upload(companyId, who, [file('intruder.pdf', pdf())])).statusCode).toBe(404);
        expect(await stored()).toEqual(before);
      }
      expect((await call('GET', document.download_url, 'outsider')).statusCode).toBe(404);
      expect((await call('DELETE', `/api/company-documents/${document.id}`, 'outsider')).statusCode).toBe(404);
      expect((await call('GET', document.download_url, 'owner')).statusCode).toBe(200);
    });

    it('requires a signed-in user', async () => {
      const { payload, headers } = multipartBody([file('anon.pdf', pdf())]);
      const response = await w.t.app.inject({ method: 'POST', url: `/api/company-documents/${w.company.shared}`, payload, headers });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('documents: files left behind by a crash', () => {
    it('sweeps stored files no row points at, sparing documents and files still being written', async () => {
      const response = await upload(w.company.shared, 'owner', [file('Kept.pdf', pdf('kept'))]);
      expect(response.statusCode).toBe(201);
      const storage = w.t.app.deps.storage;
      // What a crash between the upload and the commit of its row leaves behind.
      const orphan = await storage.write(Readable.from([Buffer.from('orphan')]), 100);
      const cutoff = new Date(Date.now() + 60_000);
      const inFlight = await storage.write(Readable.from([Buffer.from('in flight')]), 100);
      await writtenAt(inFlight.key, new Date(cutoff.getTime() + 60_000));
      const referenced = (await w.t.db.select({ key: companyDocuments.storageKey }).from(companyDocuments)).map((row) => row.key);

      // At least the orphan made here (an upload of an earlier test may still be discarding its own file).
      expect(await sweepOrphanFiles(w.t.db, storage, cutoff)).toBeGreaterThanOrEqual(1);
      const after = await storedFiles();
      expect(after).not.toContain(orphan.key);
      expect(after).toContain(inFlight.key);
      for (const key of referenced) expect(after).toContain(key);
      const listed = await call('GET', `/api/company-documents/${w.company.shared}`, 'owner');
      expect(listed.json().length).toBeGreaterThan(0);
      for (const document of listed.json() as { download_url: string }[])
        expect((await call('GET', document.download_url, 'owner')).statusCode).toBe(200);
      await storage.remove(inFlight.key);
    });
  });
});
