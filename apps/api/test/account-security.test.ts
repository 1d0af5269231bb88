import { accountMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { sessions, users } from '../src/db/schema/index.js';
import { bearer, lastCode, lastMailTo, OTHER_STRONG_PASSWORD, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/change-password', headers: bearer(token), payload, remoteAddress: nextClientAddress() });
const forcedChange = { new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD, type: 'change' };

describe('the forced password change cannot take an account over', () => {
  it('refuses a change without the old password for a self-registered account', async () => {
    const remoteAddress = nextClientAddress();
    const registered = await post(
      '/api/register',
      { first_name: 'Reg', last_name: 'User', email: 'reg@example.com', password: STRONG_PASSWORD, password2: STRONG_PASSWORD },
      remoteAddress,
    );
    const { token } = registered.json();
    await post(`/api/email-verification/${token}`, { otp: await lastCode(t, 'reg@example.com'), password: STRONG_PASSWORD }, remoteAddress);
    const session = await signIn(t, 'reg@example.com', STRONG_PASSWORD);
    const refused = await changePassword(session, forcedChange);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: m.password.notForced, code: 'bad_request' });
    const withoutType = await changePassword(session, { new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD });
    expect(withoutType.json()).toEqual({ error: m.password.oldRequired, code: 'invalid_input', old_password: [m.password.oldRequired] });
    expect((await post('/api/login', { email: 'reg@example.com', password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('accepts the forced change of a given password only from the session that signed in with it, while it is due', async () => {
    await createUser(t.db, { email: 'given@example.com', password: STRONG_PASSWORD, isLoggedOnce: false });
    const first = await signIn(t, 'given@example.com', STRONG_PASSWORD);
    const second = await signIn(t, 'given@example.com', STRONG_PASSWORD);
    // The window of the second session has passed; the first one's has not.
    const [user] = await t.db.select().from(users).where(eq(users.email, 'given@example.com'));
    const [late] = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id)).orderBy(sessions.createdAt);
    await t.db
      .update(sessions)
      .set({ passwordChangeDueUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, late!.id));
    const stale = late!.id === (await sessionIdOf(first)) ? first : second;
    const fresh = stale === first ? second : first;
    expect((await changePassword(stale, forcedChange)).json()).toEqual({
      error: m.password.oldRequired,
      code: 'invalid_input',
      old_password: [m.password.oldRequired],
    });
    expect((await changePassword(fresh, forcedChange)).statusCode).toBe(200);
  });
});

async function sessionIdOf(token: string) {
  const { createHash } = await import('node:crypto');
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
  return row?.id;
}

describe('API keys end with a password change', () => {
  it('revokes every API key of the user when the password changes', async () => {
    await createUser(t.db, { email: 'keys@example.com', password: STRONG_PASSWORD });
    const session = await signIn(t, 'keys@example.com', STRONG_PASSWORD);
    const { access_code } = (await t.app.inject({ method: 'POST', url: '/api/api-key-request', headers: bearer(session) })).json();
    const accessKey = /\/generate-api-key\/([\w-]+)/.exec(await lastMailTo(t, 'keys@example.com'))![1]!;
    const { api_key } = (await post('/api/api-access', { secret_key: accessKey, access_code })).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(api_key) })).statusCode).toBe(200);
    const changed = await changePassword(session, {
      old_password: STRONG_PASSWORD,
      new_password: OTHER_STRONG_PASSWORD,
      confirm_password: OTHER_STRONG_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(api_key) })).statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  const wrong = (email: string, address: string, i: number) => post('/api/login', { email, password: `Wrong-${i}-pass` }, address);

  it('limits one address to ten tries of one account in 15 minutes', async () => {
    await createUser(t.db, { email: 'typo@example.com', password: STRONG_PASSWORD });
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await wrong('typo@example.com', address, i)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await post('/api/login', { email: 'typo@example.com', password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
  // Guessing spread over many addresses, and code checks: sign-in-lockout.test.ts.
});

describe('replies', () => {
  it('marks what a signed-in caller is sent no-store', async () => {
    await createUser(t.db, { email: 'cache@example.com', password: STRONG_PASSWORD });
    const token = await signIn(t, 'cache@example.com', STRONG_PASSWORD);
    for (const url of ['/api/user', '/api/user-company', '/api/api-keys']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
