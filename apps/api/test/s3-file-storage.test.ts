import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { documentMessages } from '@dealscout/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { companyDocuments } from '../src/db/schema/index.js';
import { AppError } from '../src/platform/errors.js';
import { FileTooLargeError } from '../src/platform/file-storage.js';
import { s3FileStorage } from '../src/platform/s3-file-storage.js';
import type { S3Settings } from '../src/platform/s3-connection.js';
import { bearer } from './support/auth-helpers.js';
import { documentPart, multipartBody, sampleContent } from './support/multipart.js';
import { startS3Server, TEST_BUCKET, useS3Server, type S3Server } from './support/s3-server.js';
import { useWorkspace } from './support/workspace-fixture.js';

const MB = 1024 * 1024;
const unavailable = { error: documentMessages.storageUnavailable, code: 'storage_unavailable' };
/** Short timeouts, so a store that does not answer fails the test's call in seconds. */
const settingsFor = (endpoint: string, bucket = TEST_BUCKET): S3Settings => ({
  bucket,
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  connectTimeoutMs: 1_000,
  idleTimeoutMs: 1_000,
});

/** `total` bytes in 1 MB pieces; `before(i)` runs before piece i is given (to stop the server mid-way). */
function slowSource(total: number, before: (piece: number) => Promise<void> = async () => undefined) {
  async function* pieces() {
    for (let i = 0; i * MB < total; i++) {
      await before(i);
      yield randomBytes(Math.min(MB, total - i * MB));
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/** The storage's refusal as the client would get it: the 503 AppError of storage_unavailable. */
async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(503);
  expect((error as AppError).reply()).toEqual(unavailable);
}

/** An HTTP server on a free port that answers every request with `status` (an S3 error document), or never answers. */
async function fakeStore(status: number | 'silent') {
  const server = http.createServer((request, response) => {
    if (status === 'silent') return;
    request.resume();
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0"?><Error><Code>${status === 403 ? 'AccessDenied' : 'InternalError'}</Code><Message>no</Message></Error>`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('FILE_STORAGE=s3 settings', () => {
  it('refuses to start without S3_BUCKET, naming it', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET: required when FILE_STORAGE=s3');
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'files' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });
});

describe('the S3 storage against s3rver', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('aborts the multipart upload of a file refused mid-way, leaving no object', async () => {
    const requests: string[] = [];
    const record = (request: http.IncomingMessage) => requests.push(`${request.method} ${request.url}`);
    const storage = s3FileStorage(settingsFor(s3.endpoint));
    s3.http.on('request', record);
    await expect(storage.write(slowSource(12 * MB), 11 * MB)).rejects.toBeInstanceOf(FileTooLargeError);
    s3.http.off('request', record);
    expect(requests.some((line) => line.startsWith('POST ') && line.includes('?uploads'))).toBe(true);
    // s3rver has no AbortMultipartUpload (it answers 405); a real store removes the parts here.
    expect(requests.some((line) => line.startsWith('DELETE ') && line.includes('uploadId='))).toBe(true);
    expect(await keysOf(storage)).toEqual([]);
  });

  it('answers 503 when the bucket does not exist: on upload, on size, on listing', async () => {
    const storage = s3FileStorage(settingsFor(s3.endpoint, 'no-such-bucket'));
    await expectUnavailable(storage.write(slowSource(100), MB));
    await expectUnavailable(storage.write(slowSource(7 * MB), 10 * MB));
    await expectUnavailable(storage.size('a'.repeat(32)));
    await expectUnavailable(keysOf(storage));
  });

  it('tells a missing file (not found) from a missing bucket (503)', async () => {
    const storage = s3FileStorage(settingsFor(s3.endpoint));
    const error = await storage.size('b'.repeat(32)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it('answers 503 when the server stops in the middle of an upload, and keeps no object', async () => {
    const storage = s3FileStorage(settingsFor(s3.endpoint));
    const stopAt = (piece: number) => (piece === 7 ? s3.stop() : Promise.resolve());
    await expectUnavailable(storage.write(slowSource(16 * MB, stopAt), 20 * MB));
    s3 = await restart(s3);
    expect(await keysOf(s3FileStorage(settingsFor(s3.endpoint)))).toEqual([]);
  });

  it('fails a download whose server stops mid-way (the stream errors), and a download of a stopped server', async () => {
    const storage = s3FileStorage(settingsFor(s3.endpoint));
    const { key, size } = await storage.write(slowSource(12 * MB), 20 * MB);
    expect(await storage.size(key)).toBe(size);
    const stream = storage.read(key);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await s3.stop();
    await expect(
      (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next());
      })(),
    ).rejects.toThrow();
    await expectUnavailable(storage.size(key));
    await expectUnavailable(Readable.from(storage.read(key)).toArray());
    s3 = await restart(s3);
  });
});

describe('the S3 storage against a store that refuses or does not answer', () => {
  it.each([403, 500] as const)(
    'answers 503 to a store answering %i',
    async (status) => {
      const store = await fakeStore(status);
      try {
        const storage = s3FileStorage(settingsFor(store.endpoint));
        await expectUnavailable(storage.write(slowSource(100), MB));
        await expectUnavailable(storage.size('c'.repeat(32)));
        await expectUnavailable(storage.remove('c'.repeat(32)));
      } finally {
        store.close();
      }
    },
    30_000,
  );

  it('answers 503 to a store that never answers (the idle timeout) and to a port nobody listens on', async () => {
    const store = await fakeStore('silent');
    try {
      await expectUnavailable(s3FileStorage(settingsFor(store.endpoint)).write(slowSource(100), MB));
    } finally {
      store.close();
    }
    const closed = await freePort();
    await expectUnavailable(s3FileStorage(settingsFor(`http://127.0.0.1:${closed}`)).write(slowSource(100), MB));
  }, 30_000);
});

describe('documents through the API when the S3 server is down', () => {
  const env: Record<string, string> = {};
  const s3 = useS3Server(env);
  const w = useWorkspace('professional', env);
  const rows = async () => (await w.t.db.select({ n: count() }).from(companyDocuments))[0]!.n;
  const upload = (name: string, content: Buffer) => {
    const { payload, headers } = multipartBody([documentPart(name, content)]);
    const url = `/api/company-documents/${w.company.shared}`;
    return w.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(w.token.owner) } });
  };

  it('answers 503 with storage_unavailable to an upload and a download, stores no row, and recovers', async () => {
    const stored = await upload('kept.pdf', sampleContent.pdf('kept'));
    expect(stored.statusCode, stored.body).toBe(201);
    const [document] = stored.json() as { download_url: string }[];
    const before = await rows();

    await s3.server.stop();
    const refused = await upload('refused.pdf', Buffer.concat([sampleContent.pdf(), randomBytes(6 * MB)]));
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    expect(await rows()).toBe(before);
    const download = await w.t.app.inject({ method: 'GET', url: document!.download_url, headers: bearer(w.token.owner) });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual(unavailable);

    s3.server = await restart(s3.server);
    const again = await w.t.app.inject({ method: 'GET', url: document!.download_url, headers: bearer(w.token.owner) });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(sampleContent.pdf('kept'))).toBe(true);
  }, 60_000);
});

/** The same s3rver again, on its port and over its directory (the objects it kept). */
async function restart(server: S3Server) {
  return startS3Server(server.port, server.directory);
}

async function keysOf(storage: ReturnType<typeof s3FileStorage>) {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
