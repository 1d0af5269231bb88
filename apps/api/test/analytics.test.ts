import { accountMessages, actionRecordMessages, analyticsMessages, RECORDED_ACTIONS, TIME_FILTERS } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { seedActivityHistory } from '../src/seed/demo-history.js';
import { actionRecords, sessions } from '../src/db/schema/index.js';
import { randomToken, sha256 } from '../src/platform/crypto.js';
import { bearer, signIn, STRONG_PASSWORD } from './support/auth-helpers.js';
import { createTestApp, nextClientAddress, type TestApp } from './support/test-app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const token = { admin: '', ana: '', ben: '' };
const id = { ana: '', ben: '', admin: '' };
/** 23:30 UTC two days ago: that UTC date, but the next date in Tokyo (UTC+9). */
let lateEvening: Date;

const get = (url: string, who?: keyof typeof token) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(token[who]) : {}, remoteAddress: nextClientAddress() });
const record = (action: string, who: keyof typeof token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/action-record',
    payload: { action },
    headers: bearer(token[who]),
    remoteAddress: nextClientAddress(),
  });

/** A past session of known sign-in and last activity; its token is never handed out. */
const pastSession = (userId: string, signedInAt: Date, minutes: number) =>
  t.db.insert(sessions).values({
    userId,
    tokenHash: sha256(randomToken()),
    createdAt: signedInAt,
    lastSeenAt: new Date(signedInAt.getTime() + minutes * 60_000),
    expiresAt: new Date(signedInAt.getTime() + DAY),
  });

/** The local date (YYYY-MM-DD) or hour (YYYY-MM-DDTHH:00) of an instant in a zone. */
function localLabel(instant: Date, timeZone: string, hourly = false) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return hourly ? `${date}T${parts.hour}:00` : date;
}

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const make = (email: string, firstName: string, fields: { isSuperuser?: boolean } = {}) =>
    createUser(t.db, { email, firstName, lastName: 'Tester', password: STRONG_PASSWORD, ...fields });
  const admin = await make('admin@analytics.example', 'Ada', { isSuperuser: true });
  const ana = await make('ana@analytics.example', 'Ana');
  const ben = await make('ben@analytics.example', 'Ben');
  Object.assign(id, { admin: admin.id, ana: ana.id, ben: ben.id });
  const organization = await createOrganization(t.db, 'Analytic Partners', [{ userId: ana.id, memberRole: 'admin' }]);
  await insertCompany(t.db, { name: 'Ana One', createdBy: ana.id, organizationId: organization.id });
  await insertCompany(t.db, { name: 'Ana Two', createdBy: ana.id, organizationId: organization.id });

  // Ana's history: a first session ten days ago (60 min), then one at 23:30 UTC two days ago (30 min).
  const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  lateEvening = new Date(today.getTime() - DAY - 0.5 * HOUR);
  await pastSession(ana.id, new Date(today.getTime() - 10 * DAY + 9 * HOUR), 60);
  await pastSession(ana.id, lateEvening, 30);
  // Everyone signs in now (Ben for the first time ever): sessions of 0 s so far.
  for (const who of ['admin', 'ana', 'ben'] as const) token[who] = await signIn(t, `${who}@analytics.example`, STRONG_PASSWORD);
});
afterAll(() => t.close());

const ENDPOINTS = [
  '/api/global-analytics',
  `/api/user-analytics/${'00000000-0000-4000-8000-000000000000'}`,
  '/api/active-users/week',
  '/api/return-users/week',
  '/api/time-spent/week',
  '/api/recently-loggedin-users',
  '/api/users',
];

describe('analytics: who may read them', () => {
  it('answers 401 to the anonymous and 403 to any user but a superuser, on every endpoint', async () => {
    for (const url of ENDPOINTS) {
      expect((await get(url)).statusCode, url).toBe(401);
      const refused = await get(url, 'ana');
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: accountMessages.session.forbidden, code: 'superuser_only' });
    }
  });

  it('refuses an unknown filter and a time zone that is not an IANA name with 400', async () => {
    for (const kind of ['active-users', 'return-users', 'time-spent']) {
      const filter = await get(`/api/${kind}/fortnight`, 'admin');
      expect(filter.statusCode).toBe(400);
      expect(filter.json()).toEqual({
        error: analyticsMessages.unknownFilter,
        code: 'invalid_input',
        filter: [analyticsMessages.unknownFilter],
      });
      for (const zone of ['Mars/Olympus', 'UTC+3', 'EST5EDT,M3.2.0', "Europe/Paris'; drop table users;--"]) {
        const bad = await get(`/api/${kind}/week?time_zone=${encodeURIComponent(zone)}`, 'admin');
        expect(bad.statusCode, zone).toBe(400);
        expect(bad.json()).toEqual({
          error: analyticsMessages.unknownTimeZone,
          code: 'invalid_input',
          time_zone: [analyticsMessages.unknownTimeZone],
        });
      }
    }
    expect((await get('/api/global-analytics?time_zone=Nowhere/City', 'admin')).statusCode).toBe(400);
  });

  it('answers an unknown or malformed user id with 404', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await get(`/api/user-analytics/${userId}`, 'admin');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: analyticsMessages.userNotFound, code: 'not_found' });
    }
  });
});

describe('action records', () => {
  it('records each of the nine actions for the caller and refuses anything else, writing nothing', async () => {
    for (const action of RECORDED_ACTIONS) {
      const response = await record(action, 'ana');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ action });
    }
    await record('leads_csv', 'ana');
    await record('investor_pdf', 'ben');
    const before = (await t.db.select({ n: count() }).from(actionRecords))[0]!.n;
    for (const payload of [{ action: 'leads_docx' }, {}, { action: 'leads_csv', extra: 1 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/action-record', payload, headers: bearer(token.ana) });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/action-record', payload: { action: 'leads_docx' }, headers: bearer(token.ana) })
      ).json(),
    ).toEqual({
      error: actionRecordMessages.unknownAction,
      code: 'invalid_input',
      action: [actionRecordMessages.unknownAction],
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/action-record', payload: { action: 'leads_csv' } })).statusCode).toBe(401);
    expect((await t.db.select({ n: count() }).from(actionRecords))[0]!.n).toBe(before);
  });

  it('takes a heartbeat from a signed-in session only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/session-heartbeat', headers: bearer(token.ben) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/session-heartbeat' })).statusCode).toBe(401);
  });
});

describe('analytics: the figures', () => {
  it('sums users, this week’s sign-ins, companies, organizations and the nine downloads', async () => {
    const response = await get('/api/global-analytics?time_zone=Europe/Paris', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      totalUsers: 3,
      usersLoggedInThisWeek: 3,
      totalCompanies: 2,
      organizations: 1,
      buyersPDF: 1,
      buyersCsv: 1,
      buyerCRMExport: 1,
      leadsPDF: 1,
      leadsCsv: 2,
      leadsCRMExport: 1,
      investorPDF: 2,
      investorCsv: 1,
      investorCRMExport: 1,
    });
  });

  it('gives a user’s time online, average per session, companies, organization and downloads', async () => {
    const response = await get(`/api/user-analytics/${id.ana}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    // Three sessions: 60 min, 30 min and today's, just begun.
    expect(response.json()).toEqual({
      loggedInTime: 5400,
      averageTime: 1800,
      userCompany: 2,
      organization: 'Analytic Partners',
      buyersPDF: 1,
      buyersCsv: 1,
      buyerCRMExport: 1,
      leadsPDF: 1,
      leadsCsv: 2,
      leadsCRMExport: 1,
      investorPDF: 1,
      investorCsv: 1,
      investorCRMExport: 1,
    });
    expect((await get(`/api/user-analytics/${id.ben}`, 'admin')).json()).toMatchObject({
      loggedInTime: 0,
      averageTime: 0,
      userCompany: 0,
      organization: null,
      investorPDF: 1,
      leadsCsv: 0,
    });
  });

  it('buckets sign-ins by local day: 23:30 UTC is that day in UTC and the next in Tokyo', async () => {
    const utcDate = localLabel(lateEvening, 'UTC');
    const tokyoDate = localLabel(lateEvening, 'Asia/Tokyo');
    expect(tokyoDate).not.toBe(utcDate);
    const seen = async (kind: string, zone: string) => {
      const response = await get(`/api/${kind}/week?time_zone=${encodeURIComponent(zone)}`, 'admin');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    for (const [zone, date] of [
      ['UTC', utcDate],
      ['Asia/Tokyo', tokyoDate],
    ] as const) {
      const active = await seen('active-users', zone);
      expect(active.result).toHaveLength(7);
      expect(active.result.at(-1)).toEqual({ login_date: localLabel(new Date(), zone), user_count: 3 });
      expect(active.result.find((bucket: { login_date: string }) => bucket.login_date === date)).toEqual({
        login_date: date,
        user_count: 1,
      });
      expect(active.result.reduce((sum: number, bucket: { user_count: number }) => sum + bucket.user_count, 0)).toBe(4);
      expect(active.totalUsers).toBe(3);

      // Ana came back (first seen ten days ago); Ben and the admin signed in for the first time today.
      const returning = await seen('return-users', zone);
      expect(returning.result.find((bucket: { login_date: string }) => bucket.login_date === date)).toEqual({
        login_date: date,
        user_count: 1,
      });
      expect(returning.result.at(-1).user_count).toBe(1);
      expect(returning.totalUsers).toBe(1);

      const spent = await seen('time-spent', zone);
      expect(spent.find((bucket: { session_date: string }) => bucket.session_date === date)).toEqual({
        session_date: date,
        total_duration: 1800,
      });
      expect(spent.reduce((sum: number, bucket: { total_duration: number }) => sum + bucket.total_duration, 0)).toBe(1800);
    }
  });

  it('reads the day by the hour, in half-hour zones too, and every filter answers its buckets', async () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      const day = (await get(`/api/active-users/day?time_zone=${encodeURIComponent(zone)}`, 'admin')).json();
      expect(day.result).toHaveLength(24);
      expect(day.result.at(-1)).toEqual({ login_time: localLabel(new Date(), zone, true), user_count: 3 });
    }
    const expected = { day: 24, week: 7, 'one-month': 30, 'three-month': 90, 'six-month': 26, 'nine-month': 39, year: 12 };
    for (const filter of TIME_FILTERS) {
      const spent = await get(`/api/time-spent/${filter}`, 'admin');
      expect(spent.json(), filter).toHaveLength(expected[filter]);
      const active = (await get(`/api/active-users/${filter}`, 'admin')).json();
      expect(active.result, filter).toHaveLength(expected[filter]);
      // Ana's first session, ten days ago, falls inside every period from a month up.
      expect(active.totalUsers, filter).toBe(3);
    }
    const month = (await get('/api/time-spent/one-month', 'admin')).json();
    expect(month.reduce((sum: number, bucket: { total_duration: number }) => sum + bucket.total_duration, 0)).toBe(5400);
  });

  it('lists the users who signed in last and finds users by name or e-mail', async () => {
    const recent = (await get('/api/recently-loggedin-users', 'admin')).json();
    expect(recent.map((user: { email: string }) => user.email).sort()).toEqual([
      'admin@analytics.example',
      'ana@analytics.example',
      'ben@analytics.example',
    ]);
    expect(recent[0]).toMatchObject({ first_name: expect.any(String), last_name: 'Tester', last_login: expect.any(String) });

    const all = (await get('/api/users', 'admin')).json();
    expect(all).toEqual([
      { id: id.admin, username: 'Ada Tester', email: 'admin@analytics.example' },
      { id: id.ana, username: 'Ana Tester', email: 'ana@analytics.example' },
      { id: id.ben, username: 'Ben Tester', email: 'ben@analytics.example' },
    ]);
    expect((await get('/api/users?search=ben', 'admin')).json()).toEqual([
      { id: id.ben, username: 'Ben Tester', email: 'ben@analytics.example' },
    ]);
    expect((await get('/api/users?search=a%20tester', 'admin')).json().map((user: { id: string }) => user.id)).toEqual([id.admin, id.ana]);
    expect((await get('/api/users?search=%25', 'admin')).json()).toEqual([]);
  });
});

describe('the demo history', () => {
  it('gives a user 90 days of past sessions and downloads, flagged demo, that the figures count', async () => {
    const dora = await createUser(t.db, { email: 'dora@analytics.example', firstName: 'Dora', lastName: 'Demo' });
    const seeded = await seedActivityHistory(t.db, [dora.id], { days: 90, seed: 3 });
    expect(seeded.sessions).toBeGreaterThan(20);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, dora.id));
    expect(rows.every((row) => row.demo && row.revokedAt && row.createdAt.getTime() > Date.now() - 91 * DAY)).toBe(true);
    const seconds = rows.reduce((sum, row) => sum + (row.lastSeenAt.getTime() - row.createdAt.getTime()) / 1000, 0);
    const card = (await get(`/api/user-analytics/${dora.id}`, 'admin')).json();
    expect(card.loggedInTime).toBe(seconds);
    expect(card.averageTime).toBe(Math.round(seconds / rows.length));
    const downloads = await t.db.select().from(actionRecords).where(eq(actionRecords.userId, dora.id));
    expect(downloads.every((row) => row.demo)).toBe(true);
    expect(
      Object.entries(card)
        .filter(([key]) => !['loggedInTime', 'averageTime', 'userCompany', 'organization'].includes(key))
        .reduce((sum, [, n]) => sum + (n as number), 0),
    ).toBe(downloads.length);
    // The user's last sign-in is the latest seeded one.
    expect((await get('/api/recently-loggedin-users', 'admin')).json().map((user: { email: string }) => user.email)).toContain(
      'dora@analytics.example',
    );
  });
});
