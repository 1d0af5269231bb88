import { accountMessages as m, APP_VERSION } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../src/seed/factories/accounts.js';
import { apiKeys, users } from '../src/db/schema/index.js';
import { bearer, expectNoSecrets, lastMailTo, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';
import { invalidInput } from './support/error-replies.js';

let t: TestApp;
let ownerToken: string;
let strangerToken: string;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const owner = await createUser(t.db, {
    email: 'owner@example.com',
    firstName: 'Olive',
    lastName: 'Stone',
    role: 'enterprise',
    password: STRONG_PASSWORD,
  });
  await createOrganization(t.db, 'Harbor Capital', [{ userId: owner.id, memberRole: 'admin' }]);
  await createUser(t.db, { email: 'stranger@example.com', password: STRONG_PASSWORD });
  ownerToken = await signIn(t, 'owner@example.com', STRONG_PASSWORD);
  strangerToken = await signIn(t, 'stranger@example.com', STRONG_PASSWORD);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : undefined, remoteAddress: nextClientAddress() });

describe('GET /api/user and the profile', () => {
  it('returns the user with the organization and no secret', async () => {
    const response = await call('GET', '/api/user', ownerToken);
    expect(response.json()).toEqual({
      subscription: null,
      user: expect.objectContaining({
        email: 'owner@example.com',
        username: 'Olive Stone',
        first_name: 'Olive',
        role: 'enterprise',
        organization: { id: expect.any(String), name: 'Harbor Capital' },
        is_logged_once: 1,
        social_user: false,
        is_superuser: false,
        remaining_trial: 0,
        algo_access: true,
      }),
    });
    expectNoSecrets(response.body);
    expect((await call('GET', '/api/user-profile', strangerToken)).json().organization).toBeNull();
  });

  it('updates the names, ignores email and organization, and checks the rules', async () => {
    const updated = await call('PUT', '/api/user-profile', strangerToken, {
      first_name: 'Sara',
      last_name: 'Kim',
      email: 'evil@example.com',
      organization: 'x',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: m.profile.updated,
      user: { first_name: 'Sara', last_name: 'Kim', email: 'stranger@example.com', organization: null },
    });

    const cases: [object, Record<string, string[]>][] = [
      [{ first_name: '   ', last_name: 'Kim' }, { first_name: [m.profile.firstNameRequired] }],
      [{ first_name: 'Sara', last_name: '' }, { last_name: [m.profile.lastNameRequired] }],
      [{ first_name: 'S4ra', last_name: 'Kim' }, { first_name: [m.profile.firstNameInvalid] }],
      [{ first_name: 'Sara', last_name: 'K!m' }, { last_name: [m.profile.lastNameInvalid] }],
      [{ first_name: 'S'.repeat(31), last_name: 'Kim' }, { first_name: [m.profile.firstNameTooLong] }],
      [{ first_name: 'Sara', last_name: 'K'.repeat(31) }, { last_name: [m.profile.lastNameTooLong] }],
    ];
    for (const [payload, expected] of cases) {
      const response = await call('PUT', '/api/user-profile', strangerToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidInput(expected));
    }
    const profile = await call('GET', '/api/user-profile', strangerToken);
    expect(profile.json()).toMatchObject({ first_name: 'Sara', last_name: 'Kim' });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/user-profile')).statusCode).toBe(401);
    expect((await call('PUT', '/api/user-profile', undefined, { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
  });
});

describe("PUT /api/release-notes-seen ('What's new' once per user)", () => {
  it('keeps on the account that the user closed this version’s notes, for every browser they sign in from', async () => {
    await createUser(t.db, { email: 'reader@example.com', password: STRONG_PASSWORD });
    const firstBrowser = await signIn(t, 'reader@example.com', STRONG_PASSWORD);
    const seenBy = async (token: string) => (await call('GET', '/api/user', token)).json().user.release_notes_seen;
    expect(await seenBy(firstBrowser)).toBeNull();

    const seen = await call('PUT', '/api/release-notes-seen', firstBrowser);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ release_notes_seen: APP_VERSION });
    const secondBrowser = await signIn(t, 'reader@example.com', STRONG_PASSWORD);
    expect(await seenBy(secondBrowser)).toBe(APP_VERSION);
    // Again is the same answer; someone else's account is untouched.
    expect((await call('PUT', '/api/release-notes-seen', secondBrowser)).json()).toEqual({ release_notes_seen: APP_VERSION });
    expect((await call('GET', '/api/user-profile', ownerToken)).json().release_notes_seen).toBeNull();
  });

  it('is for a signed-in user only', async () => {
    const anonymous = await call('PUT', '/api/release-notes-seen');
    expect(anonymous.statusCode).toBe(401);
    const [owner] = await t.db.select({ seen: users.releaseNotesSeen }).from(users).where(eq(users.email, 'owner@example.com'));
    expect(owner!.seen).toBeNull();
  });
});

describe('API keys', () => {
  it('mints a key from the mailed link and the in-app code; the key reads but cannot write', async () => {
    const requested = await call('POST', '/api/api-key-request', ownerToken);
    expect(requested.statusCode, requested.body).toBe(200);
    const { access_code } = requested.json();
    expect(access_code).toMatch(/^[A-Z0-9]{8}$/);
    const mail = await lastMailTo(t, 'owner@example.com');
    expect(mail).not.toContain(access_code);
    const accessKey = /\/generate-api-key\/([\w-]+)/.exec(mail)![1]!;

    expect((await call('GET', `/api/api-access?access_key=${accessKey}`)).json()).toEqual({ valid: true, email: 'owner@example.com' });
    expect((await call('GET', '/api/api-access?access_key=nope')).json()).toEqual({ error: m.apiKey.linkInvalid, code: 'bad_request' });

    expect((await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code: '' })).json()).toEqual({
      error: m.apiKey.codeRequired,
      code: 'invalid_input',
      access_code: [m.apiKey.codeRequired],
    });
    expect((await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code: 'ABC' })).json()).toEqual({
      error: m.apiKey.codeLength,
      code: 'invalid_input',
      access_code: [m.apiKey.codeLength],
    });
    expect((await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code: 'ZZZZZZZZ' })).json()).toEqual({
      error: m.apiKey.codeInvalid,
      code: 'bad_request',
    });

    const minted = await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code: access_code.toLowerCase() });
    expect(minted.statusCode, minted.body).toBe(200);
    const { api_key } = minted.json();
    expect(api_key).toMatch(/^dsk_/);
    expect((await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code })).json()).toEqual({
      error: m.apiKey.linkInvalid,
      code: 'bad_request',
    });

    const stored = await t.db.select().from(apiKeys);
    expect(stored.map((key) => key.keyHash)).not.toContain(api_key);

    expect((await call('GET', '/api/user', api_key)).json().user.email).toBe('owner@example.com');
    expect((await call('PUT', '/api/user-profile', api_key, { first_name: 'Hack', last_name: 'Er' })).statusCode).toBe(401);

    const listed = await call('GET', '/api/api-keys', ownerToken);
    expect(listed.json()).toEqual([
      { id: expect.any(String), prefix: api_key.slice(0, 10), created_at: expect.any(String), last_used_at: expect.any(String) },
    ]);
    expectNoSecrets(listed.body);
    const keyId = listed.json()[0].id;

    expect((await call('DELETE', `/api/api-keys/${keyId}`, strangerToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/user', api_key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/api-keys/${keyId}`, ownerToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/user', api_key)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/api-keys/not-a-uuid', ownerToken)).statusCode).toBe(404);
  });

  it('locks a link after five wrong codes', async () => {
    const { access_code } = (await call('POST', '/api/api-key-request', strangerToken)).json();
    const accessKey = /\/generate-api-key\/([\w-]+)/.exec(await lastMailTo(t, 'stranger@example.com'))![1]!;
    for (let i = 0; i < 5; i++) await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code: 'WRONG999' });
    expect((await call('POST', '/api/api-access', undefined, { secret_key: accessKey, access_code })).json()).toEqual({
      error: m.apiKey.linkInvalid,
      code: 'bad_request',
    });
  });
});

describe('no response carries a secret', () => {
  it('users table hashes are never serialised by any account call', async () => {
    const [user] = await t.db.select().from(users);
    for (const url of ['/api/user', '/api/user-profile', '/api/api-keys']) {
      const body = (await call('GET', url, ownerToken)).body;
      expect(body).not.toContain(user!.passwordHash ?? 'never');
      expectNoSecrets(body);
    }
  });
});
