import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import { nextClientAddress } from './test-app.js';

export const STRONG_PASSWORD = 'Granite-Harbor-42!';
export const OTHER_STRONG_PASSWORD = 'Velvet-Lantern-77?';

/** The mails written to the test server's outbox, oldest first. */
export async function outboxMails(t: TestApp): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  // Undo quoted-printable soft line breaks, so long links read whole.
  return Promise.all(files.map(async (file) => (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
}

export async function lastMailTo(t: TestApp, email: string): Promise<string> {
  const mails = (await outboxMails(t)).filter((mail) => mail.includes(`To: ${email}`));
  expect(mails.length, `a mail to ${email}`).toBeGreaterThan(0);
  return mails.at(-1)!;
}

/** The 6-digit code of the newest mail to an address. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t, email);
  return /code[^\d]*(\d{6})/i.exec(mail)![1]!;
}

export const sessionCookieOf = (response: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[];
}) => response.cookies.find((cookie) => cookie.name === 'ds_session');

/**
 * A browser: it keeps the cookies the API sets and sends them back, from one address unless a call
 * names another (a laptop carried from the office to home).
 */
export function browser(t: TestApp, remoteAddress = nextClientAddress()) {
  const jar: Record<string, string> = {};
  const post = async (url: string, payload?: object, from = remoteAddress) => {
    const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: from, cookies: { ...jar } });
    for (const cookie of response.cookies as { name: string; value: string }[])
      if (cookie.value) jar[cookie.name] = cookie.value;
      else delete jar[cookie.name];
    return response;
  };
  return { post, jar };
}

/** Signs in through both steps (in a browser of its own, unless given one) and returns the session token. */
export async function signIn(t: TestApp, email: string, password: string, client = browser(t)): Promise<string> {
  const login = await client.post('/api/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const verified = await client.post(`/api/otp-verification/${login.json().user_id}`, { otp: await lastCode(t, email) });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().token;
}

/**
 * A sign-up through the public API, from one client address: the details with STRONG_PASSWORD, then the mailed
 * code. Returns the code step's answer (with paid sign-up: the checkout, and the session's cookie).
 */
export async function signUpThroughApi(t: TestApp, email: string, name = { first_name: 'Nia', last_name: 'Vale' }) {
  const remoteAddress = nextClientAddress();
  const body = { ...name, email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD };
  const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress });
  expect(registered.statusCode, registered.body).toBe(201);
  return t.app.inject({
    method: 'POST',
    url: `/api/email-verification/${registered.json().token}`,
    payload: { otp: await lastCode(t, email), password: STRONG_PASSWORD },
    remoteAddress,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fails when a response body carries anything that looks like a stored secret. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/password_?hash|passwordHash|token_?hash|tokenHash|code_?hash|codeHash|key_?hash/i);
}
