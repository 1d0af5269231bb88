import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/platform/web-app.js';

// The built web app as the build leaves it: each text file with its brotli and gzip copies.
const INDEX = `<!doctype html><html><head><title>Dealscout</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const BUNDLE = `export const app = ${JSON.stringify('x'.repeat(5000))};`;

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dealscout-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/app-1a2b3c.js', BUNDLE],
  ] as const) {
    await writeFile(path.join(dist, name), body);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(body));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(body));
  }
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy of a bundle to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where nothing is', async () => {
    const gz = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const plain = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers a client-side route with index.html, compressed and never cached', async () => {
    const response = await app.inject({ url: '/leads/companies', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the app at / and at a directory, whatever the encodings asked', () => {
  // curl, health checkers and load balancers send no Accept-Encoding: `/` is the sign-in page for them too.
  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'br' }],
  ])('GET / with %s is index.html, never cached', async (_label, headers) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/', headers });
      expect(response.statusCode, `${method} ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const body = await app.inject({ url: '/', headers });
    const bytes = body.rawPayload;
    const encoding = body.headers['content-encoding'];
    const html = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(html.toString()).toBe(INDEX);
  });

  it('a directory of the build (/assets, /assets/) is the app too, not a 403', async () => {
    for (const url of ['/assets', '/assets/', '/?next=/leads']) {
      const response = await app.inject({ url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });
});
