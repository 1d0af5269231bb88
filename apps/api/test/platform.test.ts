import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DATABASE_CHECK_MS, healthRoutes } from '../src/platform/health.js';
import { users } from '../src/db/schema/index.js';
import { outsideRequestTransactions } from '../src/platform/request-context.js';
import { unguardedRoutes } from '../src/platform/route-access.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  /** The health route alone over a database that fails or never answers. */
  async function healthOver(execute: () => Promise<unknown>) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { prefix: '/api', db: { execute } });
    return app;
  }

  it('reports 503 when the database fails, and when it does not answer in time', async () => {
    for (const execute of [() => Promise.reject(new Error('connection refused')), () => new Promise(() => {})]) {
      const app = await healthOver(execute);
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(Date.now() - started).toBeLessThan(DATABASE_CHECK_MS + 1_000);
      await app.close();
    }
  });

  it('reports 503 once the process is shutting down, while requests in flight finish', async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    let finish = () => {};
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
        entered();
      });
      return { done: true };
    });
    const slow = app.inject({ method: 'GET', url: '/api/slow' });
    await inFlight;
    const closed = app.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    finish();
    expect((await slow).json()).toEqual({ done: true });
    await closed;
  });
});

describe('unknown routes and errors', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/companies/1'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('answers a thrown bug with a generic 500 and no stack', async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong', code: 'internal_error' });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('compresses a JSON answer of 1 KB or more for a client that accepts it, and not for one that does not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    const brotli = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves live streams and files alone, and small answers', async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    app.get('/api/test-stream', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4096)}\n\n`),
    );
    app.get('/api/test-file', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(4096, 1)),
    );
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const url of ['/api/test-stream', '/api/test-file', '/api/health']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/email', '/api/version-update']));
    expect(JSON.stringify(doc.paths['/api/email'].post.requestBody)).toContain('contact');
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it("serves the docs UI's scripts and styles with their bytes and types", async () => {
    for (const [file, type] of [
      ['swagger-ui.css', 'text/css'],
      ['swagger-ui-bundle.js', 'javascript'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toContain(type);
      expect(response.rawPayload.length, file).toBeGreaterThan(10_000);
    }
  });
});

describe('route table', () => {
  it('every /api route declares its access', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(3);
    expect(unguardedRoutes(t.app.routeTable)).toEqual([]);
  });

  it('does not start with a route that declares no access, and names it', async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    app.get('/api/forgotten', async () => 'oops');
    app.post('/outside-the-api', async () => 'oops');
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'fine');
    await expect(app.ready()).rejects.toThrow(
      /without a declared access.*: GET \/api\/forgotten; HEAD \/api\/forgotten; POST \/outside-the-api$/,
    );
    expect(unguardedRoutes(app.routeTable).map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/forgotten']);
    await app.close();
  });

  it('does not start with an /api handler that would run without its request context, and names it', async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    app.post('/api/plain', { config: { access: 'user' } }, (request) => request.ctx.actor.id);
    await expect(app.ready()).rejects.toThrow(/not async would run without request\.ctx .*: POST \/api\/plain$/);
    await app.close();
  });
});

describe('request transactions', () => {
  it("refuses at once, rather than hang, a handler that uses the modules' db inside a writing request", async () => {
    const app = await buildApp({ db: t.db, config: t.app.deps.config, logger: false });
    const db = outsideRequestTransactions(t.db);
    app.post('/api/uses-the-wrong-db', { config: { access: 'public' } }, async () => db.$count(users));
    app.get('/api/reads-outside-a-transaction', { config: { access: 'public' } }, async () => ({ users: await db.$count(users) }));
    await app.ready();
    const write = await app.inject({ method: 'POST', url: '/api/uses-the-wrong-db' });
    expect(write.statusCode).toBe(500);
    const read = await app.inject({ method: 'GET', url: '/api/reads-outside-a-transaction' });
    expect(read.statusCode).toBe(200);
    await app.close();
  });
});
