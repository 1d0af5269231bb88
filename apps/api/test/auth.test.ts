import { accountMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { sessions, users, verificationCodes } from '../src/db/schema/index.js';
import {
  bearer,
  browser,
  expectNoSecrets,
  lastCode,
  lastMailTo,
  OTHER_STRONG_PASSWORD,
  sessionCookieOf,
  signIn,
  STRONG_PASSWORD,
} from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';
import { invalidInput } from './support/error-replies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers?: Record<string, string>, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const signUpBody = (email: string, password = STRONG_PASSWORD) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password,
  password2: password,
});

describe('sign-up', () => {
  it('registers, mails a code, verifies the address, then allows sign-in', async () => {
    const registered = await post('/api/register', signUpBody('Ada@Example.com'));
    expect(registered.statusCode, registered.body).toBe(201);
    const { token } = registered.json();
    expect(token).toEqual(expect.any(String));

    const early = await post('/api/login', { email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(early.json()).toEqual({ error: m.signIn.notVerified, code: 'invalid_input', non_field_errors: [m.signIn.notVerified] });

    const code = await lastCode(t, 'ada@example.com');
    const verified = await post(`/api/email-verification/${token}`, { otp: code, password: STRONG_PASSWORD });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'ada@example.com', is_logged_once: 1 });

    const [user] = await t.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(user).toMatchObject({ role: 'professional', isLoggedOnce: true, firstName: 'Ada' });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await post(`/api/email-verification/${token}`, { otp: code, password: STRONG_PASSWORD });
    expect(again.json()).toEqual({ error: m.code.unknownRequest, code: 'invalid_input', non_field_errors: [m.code.unknownRequest] });
  });

  it('answers a duplicate address with the spec field error', async () => {
    await createUser(t.db, { email: 'taken@example.com', password: STRONG_PASSWORD });
    const response = await post('/api/register', signUpBody('TAKEN@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.signUp.emailTaken, code: 'invalid_input', email: [m.signUp.emailTaken] });
  });

  const cases: [string, object, Record<string, string[]>][] = [
    ['first name missing', { ...signUpBody('a1@example.com'), first_name: '' }, { first_name: [m.signUp.firstNameRequired] }],
    ['last name missing', { ...signUpBody('a1@example.com'), last_name: undefined }, { last_name: [m.signUp.lastNameRequired] }],
    ['first name with digits', { ...signUpBody('a1@example.com'), first_name: 'Ada2' }, { first_name: [m.signUp.firstNameInvalid] }],
    ['last name with symbols', { ...signUpBody('a1@example.com'), last_name: 'L@ce' }, { last_name: [m.signUp.lastNameInvalid] }],
    ['first name over 30', { ...signUpBody('a1@example.com'), first_name: 'A'.repeat(31) }, { first_name: [m.signUp.firstNameTooLong] }],
    ['last name over 30', { ...signUpBody('a1@example.com'), last_name: 'L'.repeat(31) }, { last_name: [m.signUp.lastNameTooLong] }],
    ['email missing', { ...signUpBody(''), email: undefined }, { email: [m.signUp.emailRequired] }],
    ['email invalid', signUpBody('not-an-email'), { email: [m.signUp.emailInvalid] }],
    ['password missing', { ...signUpBody('a1@example.com'), password: undefined }, { password: [m.signUp.passwordRequired] }],
    [
      'password short',
      { ...signUpBody('a1@example.com'), password: 'Ab1!', password2: 'Ab1!' },
      { password: [m.signUp.passwordTooShort], password2: [m.signUp.passwordTooShort] },
    ],
    ['confirm missing', { ...signUpBody('a1@example.com'), password2: undefined }, { password2: [m.signUp.confirmRequired] }],
    ['confirm differs', { ...signUpBody('a1@example.com'), password2: OTHER_STRONG_PASSWORD }, { password2: [m.signUp.confirmMismatch] }],
    ['weak password', signUpBody('a1@example.com', 'zzzzzzzz9'), { password: [m.password.tooWeak] }],
    [
      'password without a number or symbol',
      signUpBody('a1@example.com', 'GraniteHarborLantern'),
      { password: [m.password.numberOrSymbol] },
    ],
    [
      'password containing the email',
      signUpBody('harbor@example.com', 'harbor@example.com-99'),
      { password: expect.arrayContaining([m.password.noEmail]) as unknown as string[] },
    ],
    ['leaked password (offline list)', signUpBody('a1@example.com', 'P@ssw0rd123'), { password: [m.password.breached] }],
  ];

  it.each(cases)('refuses %s and writes nothing', async (_name, body, expected) => {
    const before = await t.db.$count(users);
    const response = await post('/api/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidInput(expected));
    expect(await t.db.$count(users)).toBe(before);
  });

  it('flags a password from the leaked list with the breach message', async () => {
    const response = await post('/api/register', signUpBody('leak@example.com', 'iloveyou2'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.password.breached, code: 'invalid_input', password: [m.password.breached] });
  });
});

describe('sign-in with a mailed code', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createUser(t.db, { email: 'sam@example.com', password: STRONG_PASSWORD, role: 'enterprise' })).id;
  });
  // Each test signs in from a browser of its own: step two takes the code from the browser of step one.
  let post: ReturnType<typeof browser>['post'];
  beforeEach(() => {
    post = browser(t).post;
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: STRONG_PASSWORD });
    const wrong = await post('/api/login', { email: 'sam@example.com', password: 'Wrong-password-1' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: m.signIn.badCredentials,
        code: 'invalid_input',
        non_field_errors: [m.signIn.badCredentials],
      });
    }
  });

  it('refuses a malformed address with the spec message', async () => {
    const response = await post('/api/login', { email: 'sam@', password: 'x' });
    expect(response.json()).toEqual({ error: m.signIn.emailInvalid, code: 'invalid_input', email: [m.signIn.emailInvalid] });
  });

  it('opens a session with the code and sets an httpOnly SameSite=Strict cookie', async () => {
    const login = await post('/api/login', { email: 'SAM@example.com', password: STRONG_PASSWORD });
    expect(login.json()).toEqual({ user_id: userId });
    const mail = await lastMailTo(t, 'sam@example.com');
    expect(mail).toMatch(/Subject: Your Dealscout sign-in code: \d{6}/);

    const verified = await post(`/api/otp-verification/${userId}`, { otp: await lastCode(t, 'sam@example.com') });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verified.json();
    expect(body).toEqual({ token: expect.stringMatching(/^dss_/), is_logged_once: 1, email: 'sam@example.com', role: 'enterprise' });
    const cookie = sessionCookieOf(verified)!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expectNoSecrets(verified.body);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { ds_session: body.token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'sam@example.com', role: 'enterprise' }, subscription: null });
    expectNoSecrets(me.body);

    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored!.tokenHash).not.toContain(body.token);
  });

  it('refuses a code in the wrong format, a wrong code, and after five tries any code', async () => {
    await post('/api/login', { email: 'sam@example.com', password: STRONG_PASSWORD });
    const code = await lastCode(t, 'sam@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post(`/api/otp-verification/${userId}`, { otp: '12ab' })).json()).toEqual({
      error: m.code.format,
      code: 'invalid_input',
      otp: [m.code.format],
    });
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post(`/api/otp-verification/${userId}`, { otp: wrongCode })).json().non_field_errors[0]);
    expect(answers).toEqual([m.code.invalid, m.code.invalid, m.code.invalid, m.code.invalid, m.code.exhausted]);
    const right = await post(`/api/otp-verification/${userId}`, { otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: m.code.exhausted, code: 'invalid_input', non_field_errors: [m.code.exhausted] });
  });

  it('refuses an expired code', async () => {
    await post('/api/login', { email: 'sam@example.com', password: STRONG_PASSWORD });
    const code = await lastCode(t, 'sam@example.com');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, userId));
    expect((await post(`/api/otp-verification/${userId}`, { otp: code })).json()).toEqual({
      error: m.code.expired,
      code: 'invalid_input',
      non_field_errors: [m.code.expired],
    });
  });

  it('resends a new code no sooner than the wait, and the old code stops working', async () => {
    await post('/api/login', { email: 'sam@example.com', password: STRONG_PASSWORD });
    const first = await lastCode(t, 'sam@example.com');
    const tooSoon = await post(`/api/resend-otp/${userId}`);
    expect(tooSoon.json()).toEqual({ error: m.code.resendTooSoon, code: 'invalid_input', non_field_errors: [m.code.resendTooSoon] });
    await t.db
      .update(verificationCodes)
      .set({ lastSentAt: new Date(Date.now() - 11_000) })
      .where(eq(verificationCodes.userId, userId));
    const resent = await post(`/api/resend-otp/${userId}`);
    expect(resent.json()).toEqual({ message: m.code.sent });
    const second = await lastCode(t, 'sam@example.com');
    // A resend draws a new code (the same six digits again is a one-in-a-million draw).
    expect(second).not.toBe(first);
    expect((await post(`/api/otp-verification/${userId}`, { otp: first })).statusCode).toBe(400);
    expect((await post(`/api/otp-verification/${userId}`, { otp: second })).statusCode).toBe(200);
  });

  it('answers an unknown user id without revealing anything', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await post(`/api/otp-verification/${id}`, { otp: '123456' });
      expect(response.json()).toEqual({ error: m.code.unknownRequest, code: 'invalid_input', non_field_errors: [m.code.unknownRequest] });
    }
  });
});

describe('sessions', () => {
  it('logout revokes the session and clears the cookie', async () => {
    await createUser(t.db, { email: 'leo@example.com', password: STRONG_PASSWORD });
    const token = await signIn(t, 'leo@example.com', STRONG_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const logout = await post('/api/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(204);
    expect(sessionCookieOf(logout)?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: m.session.required, code: 'unauthenticated' });
  });

  it('clears the cookie under the policy it was set with: httpOnly, SameSite=Strict, the whole site', async () => {
    await createUser(t.db, { email: 'cora@example.com', password: STRONG_PASSWORD });
    const cora = browser(t);
    const { user_id } = (await cora.post('/api/login', { email: 'cora@example.com', password: STRONG_PASSWORD })).json();
    const signedIn = await cora.post(`/api/otp-verification/${user_id}`, { otp: await lastCode(t, 'cora@example.com') });
    const set = sessionCookieOf(signedIn)!;
    const logout = await post('/api/logout', undefined, { cookie: `ds_session=${set.value}` });
    const cleared = sessionCookieOf(logout)!;
    const policy = ({ httpOnly, sameSite, path, secure }: typeof set) => ({ httpOnly, sameSite, path, secure });
    expect(policy(set)).toEqual({ httpOnly: true, sameSite: 'Strict', path: '/', secure: undefined });
    expect(policy(cleared)).toEqual(policy(set));
    expect(cleared.value).toBe('');
  });

  it('ends a session idle for longer than the timeout', async () => {
    const user = await createUser(t.db, { email: 'idle@example.com', password: STRONG_PASSWORD });
    const token = await signIn(t, 'idle@example.com', STRONG_PASSWORD);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 46 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses guarded routes without a session, with a junk token, and before reading the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('dss_nonsense') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user-profile', payload: { first_name: 1 } })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a link that works once and signs the user in with the new password', async () => {
    await createUser(t.db, { email: 'rita@example.com', password: STRONG_PASSWORD });
    const oldSession = await signIn(t, 'rita@example.com', STRONG_PASSWORD);
    const forgot = await post('/api/forgot-password', { email: 'Rita@example.com' });
    expect(forgot.json()).toEqual({ message: m.forgot.sent });
    const mail = await lastMailTo(t, 'rita@example.com');
    const [, uidb64, token] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(mail)!;

    const check = await t.app.inject({ method: 'GET', url: `/api/reset-password/${uidb64}/${token}` });
    expect(check.statusCode).toBe(200);
    const resetBearer = check.json().token;

    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(resetBearer),
      payload: { new_password: 'short', confirm_password: 'short' },
    });
    expect(weak.json().new_password[0]).toBe(m.password.requirements);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(resetBearer),
      payload: { new_password: OTHER_STRONG_PASSWORD, confirm_password: 'x' },
    });
    expect(mismatch.json()).toEqual({
      error: m.password.confirmMismatch,
      code: 'invalid_input',
      confirm_password: [m.password.confirmMismatch],
    });
    const noConfirm = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(resetBearer),
      payload: { new_password: OTHER_STRONG_PASSWORD },
    });
    expect(noConfirm.json()).toEqual({
      error: m.password.confirmRequired,
      code: 'invalid_input',
      confirm_password: [m.password.confirmRequired],
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(resetBearer),
      payload: { new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD, type: 'reset' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ token: expect.stringMatching(/^dss_/), email: 'rita@example.com' });
    expect(sessionCookieOf(changed)?.httpOnly).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/api/reset-password/${uidb64}/${token}` })).json()).toEqual({
      error: m.reset.invalidLink,
      code: 'bad_request',
    });
    const reuse = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(resetBearer),
      payload: { new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
    });
    expect(reuse.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldSession) })).statusCode).toBe(401);
    expect((await post('/api/login', { email: 'rita@example.com', password: STRONG_PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/login', { email: 'rita@example.com', password: OTHER_STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired or tampered link', async () => {
    const ttl = await createTestApp({ BREACH_CHECK_URL: '', RESET_TOKEN_TTL: '60' });
    try {
      const user = await createUser(ttl.db, { email: 'old@example.com', password: STRONG_PASSWORD });
      const { resetLinkParts } = await import('../src/modules/auth/password-reset.js');
      const old = resetLinkParts(ttl.app.deps.secret, user, Date.now() - 120_000);
      expect((await ttl.app.inject({ method: 'GET', url: `/api/reset-password/${old.uidb64}/${old.token}` })).statusCode).toBe(400);
      const fresh = resetLinkParts(ttl.app.deps.secret, user);
      expect((await ttl.app.inject({ method: 'GET', url: `/api/reset-password/${fresh.uidb64}/${fresh.token}x` })).statusCode).toBe(400);
      expect((await ttl.app.inject({ method: 'GET', url: `/api/reset-password/${fresh.uidb64}/${fresh.token}` })).statusCode).toBe(200);
    } finally {
      await ttl.close();
    }
  });

  it('answers the spec messages for a missing or unknown address', async () => {
    expect((await post('/api/forgot-password', {})).json()).toEqual({
      error: m.forgot.emailRequired,
      code: 'invalid_input',
      email: [m.forgot.emailRequired],
    });
    expect((await post('/api/forgot-password', { email: 'ghost@example.com' })).json()).toEqual({
      error: m.forgot.unknownEmail,
      code: 'bad_request',
    });
  });
});

describe('change password', () => {
  it('forces a change after a first sign-in with a given password, once', async () => {
    await createUser(t.db, { email: 'new@example.com', password: STRONG_PASSWORD, isLoggedOnce: false });
    const token = await signIn(t, 'new@example.com', STRONG_PASSWORD);
    const body = { new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD, type: 'change' };
    const changed = await t.app.inject({ method: 'PUT', url: '/api/change-password', headers: bearer(token), payload: body });
    expect(changed.statusCode, changed.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(changed.json().token) });
    expect(me.json().user.is_logged_once).toBe(1);
    const again = await t.app.inject({ method: 'PUT', url: '/api/change-password', headers: bearer(changed.json().token), payload: body });
    expect(again.json()).toEqual({ error: m.password.notForced, code: 'bad_request' });
  });

  it('checks the old password in the profile flow and ends the other sessions', async () => {
    await createUser(t.db, { email: 'pat@example.com', password: STRONG_PASSWORD });
    const first = await signIn(t, 'pat@example.com', STRONG_PASSWORD);
    const second = await signIn(t, 'pat@example.com', STRONG_PASSWORD);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/change-password', headers: bearer(second), payload });
    expect((await put({ new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD })).json()).toEqual({
      error: m.password.oldRequired,
      code: 'invalid_input',
      old_password: [m.password.oldRequired],
    });
    expect(
      (await put({ old_password: 'nope', new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD })).json(),
    ).toEqual({
      error: m.password.oldIncorrect,
      code: 'invalid_input',
      old_password: [m.password.oldIncorrect],
    });
    expect((await put({ old_password: STRONG_PASSWORD, new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD })).json()).toEqual(
      invalidInput({ new_password: [m.password.sameAsOld] }),
    );
    expect((await put({ old_password: STRONG_PASSWORD, new_password: OTHER_STRONG_PASSWORD, confirm_password: '' })).json()).toEqual({
      error: m.password.profileConfirmRequired,
      code: 'invalid_input',
      confirm_password: [m.password.profileConfirmRequired],
    });
    expect((await put({ old_password: STRONG_PASSWORD, new_password: OTHER_STRONG_PASSWORD, confirm_password: 'short' })).json()).toEqual({
      error: m.password.profileConfirmTooShort,
      code: 'invalid_input',
      confirm_password: [m.password.profileConfirmTooShort],
    });
    expect(
      (await put({ old_password: STRONG_PASSWORD, new_password: OTHER_STRONG_PASSWORD, confirm_password: 'Different-1234' })).json(),
    ).toEqual({
      error: m.password.profileConfirmMismatch,
      code: 'invalid_input',
      confirm_password: [m.password.profileConfirmMismatch],
    });
    const ok = await put({
      old_password: STRONG_PASSWORD,
      new_password: OTHER_STRONG_PASSWORD,
      confirm_password: OTHER_STRONG_PASSWORD,
      type: 'reset',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const old of [first, second])
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(ok.json().token) })).statusCode).toBe(200);
  });
});
