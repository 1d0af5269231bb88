// Figures, not assertions: throughput of one 40 MB PDF upload through a real server on 127.0.0.1,
// and how much the process's RSS grows while the file streams (sampled every 20 ms); then the same for its
// download.
// Run from the repo root: npx tsx bench/upload.ts (UPLOAD_DATABASE=postgres: a fresh database on the local
// PostgreSQL instead of PGlite in memory; FILE_STORAGE=postgres: the files in the database instead of on disk;
// FILE_STORAGE=s3: in a bucket of s3rver, started here in a process of its own, which writes to local disk)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig, openDatabase, createUser, companies, createSession } from '@dealscout/api/testing';
import { freshPostgresDatabase } from './support/postgres.js';
import { startS3rver } from './support/s3rver.js';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.UPLOAD_MB ?? 40);
const RUNS = Number(process.env.UPLOAD_RUNS ?? 3);
const ON_POSTGRES = process.env.UPLOAD_DATABASE === 'postgres';
const FILE_STORAGE = process.env.FILE_STORAGE === 'postgres' || process.env.FILE_STORAGE === 's3' ? process.env.FILE_STORAGE : 'disk';

/** A multipart body streamed in 1 MB chunks of one reused buffer, so the client holds almost nothing. */
function pdfUpload(name: string, sizeBytes: number) {
  const boundary = `----dealscout-bench-${randomBytes(8).toString('hex')}`;
  const chunk = randomBytes(MB);
  const head = Buffer.from('%PDF-1.7\n');
  async function* body() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="timestamp"\r\n\r\n${Date.now()}\r\n`);
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    yield head;
    for (let left = sizeBytes - head.length; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { body: ReadableStreamFrom(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** User and system CPU seconds a process has spent (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const ReadableStreamFrom = (iterator: AsyncGenerator<Buffer>) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-upload-'));
  const server = ON_POSTGRES ? await freshPostgresDatabase('upload') : null;
  const database = await openDatabase(server ? { url: server.url } : { inMemory: true });
  const s3 = FILE_STORAGE === 's3' ? await startS3rver() : null;
  // The AWS SDK reads its key pair from the environment itself.
  Object.assign(process.env, s3?.env);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    FILE_STORAGE,
    ...s3?.env,
  });
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await createUser(database.db, { email: 'bench@example.com' });
  const [company] = await database.db.insert(companies).values({ name: 'Bench Co', createdBy: user.id }).returning();
  const { token } = await createSession(database.db, user.id, { ip: '127.0.0.1', userAgent: 'bench' }, { maxAgeDays: 1 });

  const upload = async (name: string, sizeBytes: number) => {
    const { body, contentType } = pdfUpload(name, sizeBytes);
    const response = await fetch(`${base}/api/company-documents/${company!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, body: await response.text() };
  };

  /** Downloads a document through a real request, reading its body as it streams; returns its size. */
  const download = async (url: string) => {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`download failed: ${response.status} ${await response.text()}`);
    let size = 0;
    for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) size += piece.length;
    return size;
  };

  /** Times `run` and samples the process's RSS every 20 ms while it runs; the CPU seconds this process (and s3rver's) spent. */
  const timed = async <T>(label: string, run: () => Promise<T>) => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const cpuBefore = [cpuSeconds(process.pid), s3 ? cpuSeconds(s3.pid) : 0];
    const started = performance.now();
    const result = await run().finally(() => clearInterval(sampler));
    const seconds = (performance.now() - started) / 1000;
    const mb = (bytes: number) => (bytes / MB).toFixed(0);
    const growth = ((peak - before) / MB).toFixed(1);
    const cpu =
      `; CPU ${(cpuSeconds(process.pid) - cpuBefore[0]!).toFixed(2)} s here` +
      (s3 ? `, ${(cpuSeconds(s3.pid) - cpuBefore[1]!).toFixed(2)} s in s3rver` : '');
    console.log(
      `${label}: ${(FILE_MB / seconds).toFixed(1)} MB/s (${seconds.toFixed(2)} s); RSS ${mb(before)} -> peak ${mb(peak)} MB (+${growth} MB)${cpu}`,
    );
    return result;
  };

  /** Times one upload, then the download of the file it stored. */
  const measure = async (label: string, send: () => Promise<{ status: number; body: string }>) => {
    const { status, body } = await timed(label, send);
    if (status !== 201) throw new Error(`upload failed: ${status} ${body}`);
    const [stored] = JSON.parse(body) as { download_url: string; doc_size: number }[];
    const size = await timed(`  download`, () => download(stored!.download_url));
    if (size !== stored!.doc_size) throw new Error(`downloaded ${size} bytes of ${stored!.doc_size}`);
  };

  await upload('warm-up.pdf', MB);
  const where = {
    postgres: 'files in the database',
    s3: `files in s3rver (process ${s3?.pid}, objects under ${s3?.directory})`,
    disk: `files under ${dataDir}`,
  }[FILE_STORAGE];
  console.log(
    `One ${FILE_MB} MB PDF per upload; server and client in this process; ${server ? 'PostgreSQL' : 'PGlite in memory'}; ${where}`,
  );
  for (let run = 1; run <= RUNS; run++) await measure(`fetch -> ${base}, run ${run}`, () => upload(`report-${run}.pdf`, FILE_MB * MB));

  // app.inject takes the whole body as one Buffer, built before the measure starts.
  const { body, contentType } = pdfUpload('injected.pdf', FILE_MB * MB);
  const payload = Buffer.from(await new Response(body).arrayBuffer());
  await measure('app.inject (body already in memory)', async () => {
    const url = `/api/company-documents/${company!.id}`;
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    return { status: response.statusCode, body: response.body };
  });

  const started = performance.now();
  const refused = await upload('too-big.pdf', 60 * MB);
  console.log(`refused 60 MB upload: ${refused.status} ${refused.body} after ${((performance.now() - started) / 1000).toFixed(2)} s`);

  await app.close();
  await database.close();
  await server?.drop();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
