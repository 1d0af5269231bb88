import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { TestApp } from '../support/test-app.js';
import { appWithCast, type Cast } from './cast.js';
import { routeKey, ROUTE_EXPECTATIONS } from './route-expectations.js';
import { routeRequest } from './route-request.js';
import { injectReading } from './inject-reading.js';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t, cast } = await appWithCast());
});
afterAll(() => t.close());

/** The same database and files under an app whose public address is https. */
async function httpsApp() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    WEB_DIST: path.join(t.dataDir, 'no-web'),
    APP_URL: 'https://dealscout.example',
  });
  const app = await buildApp({ db: t.db, config, logger: false });
  await app.ready();
  return app;
}

/** A reply of each kind: success, not found, refused, and the API document. */
const samples = () =>
  Promise.all(['/api/health', '/api/nope', '/api/user', '/api/openapi.json'].map((url) => t.app.inject({ method: 'GET', url })));

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('a content security policy without inline scripts, which no page may frame', async () => {
    for (const response of await samples()) {
      const policy = directivesOf(String(response.headers['content-security-policy']));
      const scripts = policy.get('script-src') ?? policy.get('default-src');
      expect(scripts, response.raw.req.url).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('a referrer policy that keeps paths (and the ids in them) from other sites', async () => {
    for (const response of await samples()) {
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        response.headers['referrer-policy'],
      );
    }
  });

  it('no banner naming the server or its framework', async () => {
    for (const response of await samples()) {
      expect(response.headers.server).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('HSTS when the public address is https, none over http', async () => {
    const app = await httpsApp();
    const secure = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=[1-9]\d*/);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('no cache keeps an authenticated JSON reply: every signed-in GET route answers with no-store', async () => {
    const guardedGets = t.app.routeTable.filter((route) => route.method === 'GET' && route.access !== 'public');
    expect(guardedGets.length).toBeGreaterThan(5);
    const cacheable: string[] = [];
    for (const route of guardedGets) {
      const expectation = ROUTE_EXPECTATIONS[routeKey(route)];
      const parts = expectation?.request?.(cast.resources.ids()) ?? {};
      const caller = route.access === 'superuser' ? 'superuser' : 'owner';
      const response = await injectReading(t.app, routeRequest(route, parts, cast.tokenOf(caller)));
      // A route the matrix expects to refuse even its owner (a test checkout, paid by now) is checked on that refusal.
      const refused = (expectation?.status?.owner ?? 200) >= 400;
      if (refused) expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(expectation!.status!.owner);
      else expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
      if (
        String(response.headers['content-type']).startsWith('application/json') &&
        !/no-store/.test(String(response.headers['cache-control']))
      ) {
        cacheable.push(`${routeKey(route)} (cache-control: ${response.headers['cache-control'] ?? 'none'})`);
      }
    }
    expect(cacheable).toEqual([]);
  });
});
