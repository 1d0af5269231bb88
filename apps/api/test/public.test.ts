import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION, emailRequestMessages as m } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages } from '../src/db/schema/index.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';
import { invalidInput } from './support/error-replies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: 'team@example.test' });
});
afterAll(() => t.close());

const postEmail = (payload: unknown, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/email', payload: payload as object, remoteAddress });

const outbox = async () => {
  const dir = path.join(t.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
};

describe('POST /api/email', () => {
  it('stores a contact message and mails it to the team inbox', async () => {
    const before = (await outbox()).length;
    const response = await postEmail({ type: 'contact', name: 'Ann Lee', email: 'Ann@Example.com', message: 'We would like a demo.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: m.sent });

    const rows = await t.db.select().from(teamMessages);
    const row = rows.find((r) => r.email === 'ann@example.com');
    expect(row).toMatchObject({ type: 'contact', name: 'Ann Lee', message: 'We would like a demo.' });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain('To: team@example.test');
    expect(mail).toContain('Reply-To: ann@example.com');
    expect(mail).toContain('Subject: Contact from Ann Lee <ann@example.com>');
    expect(mail).toContain('We would like a demo.');
  });

  it('takes a try-out request with only an email, and an upgrade request', async () => {
    expect((await postEmail({ type: 'try', email: 'trial@example.com' })).statusCode).toBe(201);
    expect((await postEmail({ type: 'upgrade', name: 'Bo', email: 'bo@example.com', message: 'Upgrade please' })).statusCode).toBe(201);
    const mails = await outbox();
    expect(mails.some((mail) => mail.includes('Subject: Try-out request from trial@example.com'))).toBe(true);
    expect(mails.some((mail) => mail.includes('Subject: Upgrade request from Bo <bo@example.com>'))).toBe(true);
  });

  const invalid: [string, unknown, Record<string, string[]>][] = [
    ['contact name missing', { type: 'contact', email: 'a@b.co', message: 'x' }, { name: [m.nameRequired] }],
    ['contact name blank', { type: 'contact', name: '  ', email: 'a@b.co', message: 'x' }, { name: [m.nameRequired] }],
    ['contact name over 50', { type: 'contact', name: 'n'.repeat(51), email: 'a@b.co', message: 'x' }, { name: [m.nameTooLong] }],
    ['contact message missing', { type: 'contact', name: 'Ann', email: 'a@b.co' }, { message: [m.messageRequired] }],
    [
      'contact message over 500',
      { type: 'contact', name: 'Ann', email: 'a@b.co', message: 'x'.repeat(501) },
      { message: [m.messageTooLong] },
    ],
    ['contact email missing', { type: 'contact', name: 'Ann', message: 'x' }, { email: [m.emailRequired] }],
    ['contact email invalid', { type: 'contact', name: 'Ann', email: 'ann@', message: 'x' }, { email: [m.emailInvalid] }],
    ['try email missing', { type: 'try' }, { email: [m.emailRequired] }],
    ['try email invalid', { type: 'try', email: 'nope' }, { email: [m.emailInvalid] }],
    ['upgrade message missing', { type: 'upgrade', name: 'Ann', email: 'a@b.co' }, { message: [m.messageRequired] }],
    ['unknown type', { type: 'spam', email: 'a@b.co' }, { type: [m.typeInvalid] }],
    [
      'wrong types',
      { type: 'contact', name: 7, email: ['a'], message: {} },
      { name: ['Must be text'], email: [m.emailInvalid], message: ['Must be text'] },
    ],
    ['unknown field', { type: 'try', email: 'a@b.co', is_admin: true }, { is_admin: ['Unknown field'] }],
  ];

  it.each(invalid)('refuses %s with the spec message and writes nothing', async (_name, payload, expected) => {
    const before = await t.db.$count(teamMessages);
    const response = await postEmail(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidInput(expected));
    expect(await t.db.$count(teamMessages)).toBe(before);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
      remoteAddress: nextClientAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON', code: 'bad_request' });
    const array = await postEmail([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toHaveProperty('non_field_errors');
    const huge = await postEmail({ type: 'try', email: `${'a'.repeat(2 * 1024 * 1024)}@b.co` });
    expect(huge.statusCode).toBe(413);
  });

  it('is rate-limited per client address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postEmail({ type: 'try', email: `r${i}@example.com` }, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await postEmail({ type: 'try', email: 'late@example.com' }, address);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in /);
    expect((await postEmail({ type: 'try', email: 'other@example.com' })).statusCode).toBe(201);
  });
});

describe('GET /api/version-update', () => {
  it("serves the notes of the running version, this release's", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version-update' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The version the app shows (footer, What's new closed per version, the reload marker) is the one the notes are of.
    expect(body.version_number).toBe(APP_VERSION);
    expect(body).toMatchObject({ version_number: '1.3.0', version_date: '2026-11-28' });
    const notes = [...body.updates, ...body.bugs].join('\n');
    for (const topic of [
      /Search by description/,
      /Similar companies/,
      /Saved searches.*e-mail/,
      /Good fit or Not a fit/,
      /4,831 companies/,
    ])
      expect(notes).toMatch(topic);
    for (const fix of [/checkout/, /no longer lock you out of signing in/, /questionnaire.*None/]) expect(notes).toMatch(fix);
  });
});

describe('GET /api/auth-config', () => {
  it('names the team inbox that Contact Sales links write to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().sales_email).toBe('team@example.test');
  });
});
