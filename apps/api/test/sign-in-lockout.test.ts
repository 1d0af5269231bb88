import { accountMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { verificationCodes } from '../src/db/schema/index.js';
import { browser, lastCode, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

/** Issue 41, item 3: whoever knows a colleague's e-mail address or user id cannot lock them out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
});
afterAll(() => t.close());

const newUser = async (email: string) => (await createUser(t.db, { email, password: STRONG_PASSWORD })).id;

/** A new user, and a browser that passed the password step for them; the code is the one mailed. */
async function passwordStepPassed(email: string) {
  const id = await newUser(email);
  const client = browser(t);
  await client.post('/api/login', { email, password: STRONG_PASSWORD });
  return { id, client, code: await lastCode(t, email) };
}
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
const nonField = (message: string) => ({ error: message, code: 'invalid_input', non_field_errors: [message] });

describe('wrong codes from a stranger', () => {
  it('do not stop the owner signing in afterwards with a fresh password and code', async () => {
    const id = await newUser('later@example.com');
    const stranger = browser(t);
    for (let i = 0; i < 12; i++) await stranger.post(`/api/otp-verification/${id}`, { otp: '000000' }, nextClientAddress());
    const owner = browser(t);
    expect((await owner.post('/api/login', { email: 'later@example.com', password: STRONG_PASSWORD })).statusCode).toBe(200);
    const verified = await owner.post(`/api/otp-verification/${id}`, { otp: await lastCode(t, 'later@example.com') });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('do not touch the code the owner is typing, and count for nothing', async () => {
    const { id, client: owner, code } = await passwordStepPassed('typing@example.com');
    const stranger = browser(t);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await stranger.post(`/api/otp-verification/${id}`, { otp: wrongCodeFor(code) }));
    expect(answers.map((answer) => answer.json())).toEqual(Array(12).fill(nonField(m.code.unknownRequest)));
    const verified = await owner.post(`/api/otp-verification/${id}`, { otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('cannot take the code either: the right code is refused from another browser', async () => {
    const { id, code } = await passwordStepPassed('race@example.com');
    const elsewhere = await browser(t).post(`/api/otp-verification/${id}`, { otp: code });
    expect(elsewhere.json()).toEqual(nonField(m.code.unknownRequest));
  });

  it("cannot ask for new codes in the owner's place, nor use up the owner's resends", async () => {
    const { id, client: owner } = await passwordStepPassed('resend@example.com');
    const stranger = browser(t);
    for (let i = 0; i < 6; i++) expect((await stranger.post(`/api/resend-otp/${id}`)).json()).toEqual(nonField(m.code.unknownRequest));
    await t.db
      .update(verificationCodes)
      .set({ lastSentAt: new Date(Date.now() - 11_000) })
      .where(eq(verificationCodes.userId, id));
    expect((await owner.post(`/api/resend-otp/${id}`)).json()).toEqual({ message: m.code.sent });
  });
});

describe('a guesser who knows the password', () => {
  it('gets five tries per code: the fifth wrong one ends it, the next sign-in gets a new code', async () => {
    const { id, client: guesser, code } = await passwordStepPassed('five@example.com');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await guesser.post(`/api/otp-verification/${id}`, { otp: wrongCodeFor(code) })).json());
    expect(answers.at(-1)).toEqual(nonField(m.code.exhausted));
    expect((await guesser.post(`/api/otp-verification/${id}`, { otp: code })).json()).toEqual(nonField(m.code.exhausted));
    await guesser.post('/api/login', { email: 'five@example.com', password: STRONG_PASSWORD });
    const fresh = await guesser.post(`/api/otp-verification/${id}`, { otp: await lastCode(t, 'five@example.com') });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('is capped at ten code checks an hour per account, across fresh codes', async () => {
    const id = await newUser('codes@example.com');
    const guesser = browser(t);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      await guesser.post('/api/login', { email: 'codes@example.com', password: STRONG_PASSWORD }, nextClientAddress());
      for (let i = 0; i < 4; i++) statuses.push((await guesser.post(`/api/otp-verification/${id}`, { otp: '000000' })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });
});

describe('wrong passwords from many addresses', () => {
  const wrong = (email: string, i: number) => browser(t).post('/api/login', { email, password: `Wrong-${i}-pass` });

  it('do not lock the owner out of a browser they signed in with before, from wherever it is now', async () => {
    await newUser('owner@example.com');
    const laptop = browser(t);
    await signIn(t, 'owner@example.com', STRONG_PASSWORD, laptop);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await wrong('owner@example.com', i)).statusCode);
    // The attacker is still limited: 50 tries an hour from browsers that never signed in.
    expect(statuses.slice(50)).toEqual(Array(10).fill(429));
    const travelling = nextClientAddress();
    const login = await laptop.post('/api/login', { email: 'owner@example.com', password: STRONG_PASSWORD }, travelling);
    expect(login.statusCode, login.body).toBe(200);
    const verified = await laptop.post(
      `/api/otp-verification/${login.json().user_id}`,
      { otp: await lastCode(t, 'owner@example.com') },
      travelling,
    );
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('still limit a guesser signed in to another account, and a trusted browser itself', async () => {
    await newUser('mark@example.com');
    await newUser('target@example.com');
    const attacker = browser(t);
    await signIn(t, 'mark@example.com', STRONG_PASSWORD, attacker);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await attacker.post('/api/login', { email: 'target@example.com', password: `Wrong-${i}-pass` })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // A browser trusted for the account is held to its own ten tries, from any address.
    const laptop = browser(t);
    await signIn(t, 'target@example.com', STRONG_PASSWORD, laptop);
    const fromLaptop: number[] = [];
    for (let i = 0; i < 11; i++)
      fromLaptop.push(
        (await laptop.post('/api/login', { email: 'target@example.com', password: `Wrong-${i}-pass` }, nextClientAddress())).statusCode,
      );
    expect(fromLaptop).toEqual([...Array(10).fill(400), 429]);
  });
});
