import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configuredFileStorage } from '../src/platform/configured-file-storage.js';
import { loadConfig } from '../src/config.js';
import { bearer } from './support/auth-helpers.js';
import { documentPart, multipartBody, sampleContent } from './support/multipart.js';
import { startS3Server, type S3Server } from './support/s3-server.js';
import { useWorkspace } from './support/workspace-fixture.js';

// The AWS SDK costs a start about 25 MB of RSS and a third of a second: only FILE_STORAGE=s3 may load it, at its first use.
const loaded = vi.hoisted(() => ({ sdk: false }));
vi.mock('@aws-sdk/client-s3', async (original) => {
  loaded.sdk = true;
  return original();
});

describe('the AWS SDK loads only for FILE_STORAGE=s3, at the first file', () => {
  const w = useWorkspace();
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('is not loaded by an app storing files on disk, through an upload and a download', async () => {
    const { payload, headers } = multipartBody([documentPart('lazy.pdf', sampleContent.pdf())]);
    const url = `/api/company-documents/${w.company.shared}`;
    const uploaded = await w.t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(w.token.owner) } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await w.t.app.inject({ method: 'GET', url: uploaded.json()[0].download_url, headers: bearer(w.token.owner) });
    expect(download.statusCode).toBe(200);
    expect(loaded.sdk).toBe(false);
  });

  it('is not loaded when the S3 storage is made, and is at its first file', async () => {
    const storage = configuredFileStorage(loadConfig(s3.env), w.t.db);
    expect(loaded.sdk).toBe(false);
    await storage.write(Readable.from([Buffer.from('first')]), 100);
    expect(loaded.sdk).toBe(true);
  });
});
