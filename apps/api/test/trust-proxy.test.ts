import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// POST /api/login's limit per client address (auth.routes.ts): 20 in 15 minutes.
const LOGIN_LIMIT_PER_ADDRESS = 20;
const BALANCER = '10.0.0.2';
const CLIENT = '203.0.113.7';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/**
 * Sign-ins from one client that writes a new X-Forwarded-For each time, as they reach the API: through a
 * balancer that appends the address it saw (haproxy `option forwardfor`), or straight to the API.
 * Each try names another account, so only the per-address limit can stop them. Returns the statuses.
 */
async function spoofedSignIns(t: TestApp, route: 'through the balancer' | 'straight') {
  const statuses: number[] = [];
  for (let i = 0; i <= LOGIN_LIMIT_PER_ADDRESS; i++) {
    const spoofed = `198.51.100.${i}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
      ...(route === 'through the balancer'
        ? { remoteAddress: BALANCER, headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` } }
        : { remoteAddress: CLIENT, headers: { 'x-forwarded-for': spoofed } }),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY: the client address rate limits count', () => {
  it('reads false, a hop count or a list of addresses and CIDRs; true is one hop (the balancer in front)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['yes', '*', '-1', '1.5', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8,', 'example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow('TRUST_PROXY');
    }
  });

  it.each([
    ['true', 'through the balancer'],
    [`${BALANCER}/32`, 'through the balancer'],
    ['10.0.0.0/8', 'straight'],
  ] as const)(
    'TRUST_PROXY=%s: a client reaching the API %s with a new X-Forwarded-For each time is still limited',
    async (trust, route) => {
      const t = await createTestApp({ TRUST_PROXY: trust });
      apps.push(t);
      const statuses = await spoofedSignIns(t, route);
      expect(
        statuses.slice(0, LOGIN_LIMIT_PER_ADDRESS).every((status) => status !== 429),
        statuses.join(),
      ).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    },
  );
});
