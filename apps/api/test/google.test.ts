import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { users } from '../src/db/schema/index.js';
import { sessionCookieOf, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

const CLIENT_ID = 'dealscout-test.apps.googleusercontent.com';
let t: TestApp;
let keyServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  const publicKey = google.publicKey;
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await t.close();
  keyServer.close();
});

function idToken(
  claims: Record<string, unknown>,
  { key = googleKey, audience = CLIENT_ID, issuer = 'https://accounts.google.com', expires = '5m' } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('1234567890')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);
}

const googleLogin = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/google-login', payload: { token }, remoteAddress: nextClientAddress() });

describe('POST /api/google-login', () => {
  it('creates a social account from a valid ID token and signs it in', async () => {
    const response = await googleLogin(await idToken({ email: 'Grace@Gmail.com', given_name: 'Grace', family_name: 'Hopper' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^dss_/),
      is_logged_once: 1,
      email: 'grace@gmail.com',
      role: 'professional',
    });
    expect(sessionCookieOf(response)?.value).toBe(response.json().token);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'grace@gmail.com'));
    expect(user).toMatchObject({ socialUser: true, passwordHash: null, firstName: 'Grace', lastName: 'Hopper' });
  });

  it('signs an existing account in without creating another', async () => {
    await createUser(t.db, { email: 'linus@example.com', password: STRONG_PASSWORD });
    const response = await googleLogin(await idToken({ email: 'linus@example.com' }));
    expect(response.statusCode).toBe(200);
    expect(await t.db.$count(users, eq(users.email, 'linus@example.com'))).toBe(1);
  });

  it('refuses a token signed by another key, for another audience, from another issuer, expired, or with an unverified email', async () => {
    const bad = [
      await idToken({ email: 'x@example.com' }, { key: strangerKey }),
      await idToken({ email: 'x@example.com' }, { audience: 'someone-else' }),
      await idToken({ email: 'x@example.com' }, { issuer: 'https://evil.example.com' }),
      await idToken({ email: 'x@example.com' }, { expires: '-1m' }),
      await idToken({ email: 'x@example.com', email_verified: false }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const response = await googleLogin(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.signIn.googleFailed, code: 'bad_request' });
    }
    expect(await t.db.$count(users, eq(users.email, 'x@example.com'))).toBe(0);
  });

  it('says so when Google sign-in is not configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'POST', url: '/api/google-login', payload: { token: 'x' } });
      expect(response.json()).toEqual({ error: m.signIn.googleNotConfigured, code: 'bad_request' });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth-config' })).json().google_client_id).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
