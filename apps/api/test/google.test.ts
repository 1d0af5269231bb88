import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { subscriptions, users } from '../src/db/schema/index.js';
import { bearer, sessionCookieOf, STRONG_PASSWORD } from './support/auth-helpers.js';
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

  it('a new account owes the sign-up payment as one made with a password does (SIGNUP_PAYMENT=required): the product answers 402', async () => {
    const response = await googleLogin(await idToken({ email: 'ada@gmail.com', given_name: 'Ada' }));
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().token as string;
    const search = await t.app.inject({ method: 'GET', url: '/api/dataset?search=health', headers: bearer(token) });
    expect(search.statusCode, search.body).toBe(402);
    expect(search.json()).toMatchObject({ code: 'payment_required' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ payment_required: true, social_user: true });
    // Signing in again changes nothing: still owed, one sign-up only.
    const again = await googleLogin(await idToken({ email: 'ada@gmail.com' }));
    const [ada] = await t.db.select().from(users).where(eq(users.email, 'ada@gmail.com'));
    expect(await t.db.$count(subscriptions, eq(subscriptions.userId, ada!.id))).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dataset?search=health', headers: bearer(again.json().token) })).statusCode).toBe(
      402,
    );
    // The subscription page's checkout, paid, opens the product.
    const checkout = await t.app.inject({ method: 'POST', url: '/api/subscription', headers: bearer(token), payload: { plan: 'monthly' } });
    const session = new URL(checkout.json().url, 'http://app.test').pathname.split('/').pop()!;
    await t.app.inject({ method: 'POST', url: `/api/test-checkout/${session}/complete`, headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/dataset?search=health', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('a sign-up with a password never verified, ended through Google, owes the payment too', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { first_name: 'Pat', last_name: 'Pending', email: 'pat@gmail.com', password: STRONG_PASSWORD, password2: STRONG_PASSWORD },
      remoteAddress: nextClientAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const response = await googleLogin(await idToken({ email: 'pat@gmail.com' }));
    expect(response.statusCode, response.body).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/dataset?search=health', headers: bearer(response.json().token) });
    expect(search.statusCode, search.body).toBe(402);
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
