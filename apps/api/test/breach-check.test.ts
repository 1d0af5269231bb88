import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMessages as m } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();
let rangeServer: Server;
const requestedPrefixes: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const breached = sha1(STRONG_PASSWORD);
  rangeServer = createServer((request, response) => {
    const prefix = request.url!.split('/').pop()!;
    requestedPrefixes.push(prefix);
    const lines = [
      '0018A45C4D1DEF81644B54AB7F969B88D65:3',
      prefix === breached.slice(0, 5) ? `${breached.slice(5)}:42` : 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0',
    ];
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  await new Promise<void>((resolve) => rangeServer.listen(0, '127.0.0.1', resolve));
  const { port } = rangeServer.address() as AddressInfo;
  t = await createTestApp({ BREACH_CHECK_URL: `http://127.0.0.1:${port}/range/` });
});
afterAll(async () => {
  await t.close();
  rangeServer.close();
});

const register = (app: TestApp, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { first_name: 'Kay', last_name: 'Ray', email, password, password2: password },
    remoteAddress: nextClientAddress(),
  });

describe('breach check by k-anonymity range query', () => {
  it('refuses a password the range service knows, sending only five hex characters', async () => {
    const response = await register(t, 'kay@example.com', STRONG_PASSWORD);
    expect(response.json()).toEqual({ error: m.password.breached, code: 'invalid_input', password: [m.password.breached] });
    expect(requestedPrefixes.at(-1)).toBe(sha1(STRONG_PASSWORD).slice(0, 5));
    expect(requestedPrefixes.every((prefix) => /^[0-9A-F]{5}$/.test(prefix))).toBe(true);
  });

  it('accepts a password the service does not know', async () => {
    expect((await register(t, 'kay2@example.com', OTHER_STRONG_PASSWORD)).statusCode).toBe(201);
  });

  it('falls back to the offline list when the service is unreachable', async () => {
    const offline = await createTestApp({ BREACH_CHECK_URL: 'http://127.0.0.1:9/range/' });
    try {
      expect((await register(offline, 'kay3@example.com', STRONG_PASSWORD)).statusCode).toBe(201);
    } finally {
      await offline.close();
    }
  });
});
