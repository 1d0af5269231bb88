import { Readable } from 'node:stream';
import { ALERT_MAIL_LISTED, savedSearchMessages } from '@dealscout/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { investorChanges, investors, savedSearchMails, savedSearchMatches, savedSearches, users } from '../src/db/schema/index.js';
import { importInvestors } from '../src/modules/investors/import/import-investors.js';
import { upsertDatasetInvestors } from '../src/modules/investors/load-dataset.js';
import { createAlertsWorker } from '../src/modules/saved-searches/alerts/alerts-worker.js';
import { releaseMailClaims } from '../src/modules/saved-searches/alerts/send-mails.js';
import type { Mailer } from '../src/platform/mail.js';
import { bearer, outboxMails } from './support/auth-helpers.js';
import { companiesCast } from './support/companies-fixture.js';
import { blank, loadSampleInvestors, made } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof companiesCast>>;
let worker: ReturnType<typeof createAlertsWorker>;
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  cast = await companiesCast(t);
  // Alerts are for users who search without a limit: the cast's enterprise users are subscribed (Dan is professional).
  await t.db.update(users).set({ isSubscribed: true }).where(eq(users.role, 'enterprise'));
  await loadSampleInvestors(t);
  worker = createAlertsWorker({ db: t.db, log: t.app.log, mailer: t.app.deps.mailer, appUrl: t.app.deps.config.appUrl });
});
afterAll(() => t.close());

type Who = 'alice' | 'bob' | 'carol' | 'dan';
const saveWithAlerts = async (who: Who, name: string, query: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { name, query, alerts: true },
    headers: bearer(cast[who].token),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};
const importCsv = (rows: string[]) =>
  importInvestors(t.db, Readable.from([['company_name,url,type,us_state_full,description', ...rows].join('\n')]));
/** The alert mails to a user (not their sign-in codes). */
const mailsTo = async (who: Who) =>
  (await outboxMails(t)).filter((mail) => mail.includes(`To: ${cast[who].email}`) && mail.includes('/leads/dataset?saved='));
const idOf = async (name: string) =>
  (await t.db.select({ id: investors.id }).from(investors).where(eq(investors.companyName, name)))[0]!.id;
const pendingOf = async (savedSearchId: string) =>
  (
    await t.db
      .select({ name: investors.companyName })
      .from(savedSearchMatches)
      .innerJoin(investors, eq(investors.id, savedSearchMatches.investorId))
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.pending, true)))
  ).map((row) => row.name);
const mailsOf = (savedSearchId: string) => t.db.select().from(savedSearchMails).where(eq(savedSearchMails.savedSearchId, savedSearchId));
/** As if the search's mails had been written a day and an hour ago. */
const aDayLater = (savedSearchId: string) =>
  t.db
    .update(savedSearchMails)
    .set({ createdAt: sql`created_at - interval '25 hours'` })
    .where(eq(savedSearchMails.savedSearchId, savedSearchId));

describe('alerts: the owner is mailed the investors that newly match', () => {
  let eyeCare: { id: string };

  it('an import of one matching and one other investor mails the owner once, with the new match and its link only', async () => {
    eyeCare = await saveWithAlerts('alice', 'Wyoming eye care', { search: 'ophthalmology', state: ['Wyoming'] });
    // What matched when alerts were turned on is known, never mailed.
    const known = await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, eyeCare.id));
    expect(known).toEqual([expect.objectContaining({ investorId: made.eyeFund.id, pending: false })]);
    expect(await worker.drain()).toBe(0);

    await importCsv([
      'Teton Ophthalmology Partners,https://teton.example,private equity,Wyoming,Backs ophthalmology practices',
      'Casper Freight Lines,,corporation,Wyoming,Trucking and freight across the Rockies',
    ]);
    expect(await worker.drain()).toBe(1);
    const mails = await mailsTo('alice');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toContain('Subject: Saved search Wyoming eye care: 1 new match');
    expect(mail).toContain('1 new investor matches your saved search "Wyoming eye care" since we last wrote.');
    expect(mail).toContain('- Teton Ophthalmology Partners (Wyoming)');
    expect(mail).toContain(`${t.app.deps.config.appUrl}/leads/investors/${await idOf('Teton Ophthalmology Partners')}`);
    expect(mail).toContain(`${t.app.deps.config.appUrl}/leads/dataset?saved=${eyeCare.id}`);
    expect(mail).not.toContain('Casper Freight Lines');
    expect(mail).not.toContain(made.eyeFund.company_name);
    expect(await t.db.select().from(investorChanges)).toEqual([]);

    expect(await worker.drain()).toBe(0);
    expect(await mailsTo('alice')).toHaveLength(1);
  });

  it('at most one mail a day per saved search: later matches wait for the next day; a known investor changed again is not new', async () => {
    await importCsv([
      'Jackson Hole Eye Group,,corporation,Wyoming,Ophthalmology clinics in the mountains',
      'Teton Ophthalmology Partners,https://teton.example,private equity,Wyoming,Backs ophthalmology practices and surgery centers',
    ]);
    expect(await worker.drain()).toBe(0);
    expect(await mailsTo('alice')).toHaveLength(1);
    expect(await mailsOf(eyeCare.id)).toHaveLength(1);
    expect(await pendingOf(eyeCare.id)).toEqual(['Jackson Hole Eye Group']);

    await aDayLater(eyeCare.id);
    expect(await worker.drain()).toBe(1);
    const mails = await mailsTo('alice');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Jackson Hole Eye Group');
    expect(mails[1]).not.toContain('Teton Ophthalmology Partners');
    expect(await pendingOf(eyeCare.id)).toEqual([]);
  });

  it('the dataset load (a data build) is an investor write like an import', async () => {
    const seeds = await saveWithAlerts('bob', 'Dakota venture', { type: ['venture capital'], state: ['South Dakota'] });
    await upsertDatasetInvestors(t.db, [
      {
        ...blank,
        id: '00000000-0000-4000-8000-0000000000f1',
        company_name: 'Rushmore Seed Fund',
        type: 'venture capital',
        us_state_full: 'South Dakota',
      },
      { ...made.seedFund, description: 'Early-stage investor in robotics and drones.' },
    ]);
    expect(await worker.drain()).toBe(1);
    const [mail] = await mailsTo('bob');
    expect(mail).toContain('Rushmore Seed Fund');
    expect(mail).not.toContain(made.seedFund.company_name);
    expect(await mailsOf(seeds.id)).toEqual([expect.objectContaining({ newMatches: 1, status: 'sent' })]);
  });

  it('a description search is matched by meaning and text, as the search ranks it', async () => {
    await saveWithAlerts('carol', 'Eye surgery', { describe: 'ambulatory eye surgery centers' });
    await importCsv([
      'Big Sky Eye Surgery Centers,,corporation,Montana,Runs ambulatory surgery centers for cataract and retina surgery',
      'Prairie Grain Storage,,corporation,Montana,Stores and ships wheat and barley',
    ]);
    expect(await worker.drain()).toBe(1);
    const [mail] = await mailsTo('carol');
    expect(mail).toContain('Big Sky Eye Surgery Centers');
    expect(mail).not.toContain('Prairie Grain Storage');
  });

  it('a failed send is kept with its error and tried again later, never lost', async () => {
    let failures = 1;
    const flaky: Mailer = {
      transport: 'outbox',
      async send(message) {
        if (failures-- > 0) throw new Error('SMTP server unreachable');
        await t.app.deps.mailer.send(message);
      },
    };
    const log = t.app.log.child({});
    const warn = vi.spyOn(log, 'warn');
    const flakyWorker = createAlertsWorker({ db: t.db, log, mailer: flaky, appUrl: t.app.deps.config.appUrl });
    const vineyards = await saveWithAlerts('dan', 'Vineyards', { search: 'vineyard' });
    await importCsv(['Napa Vineyard Holdings,,corporation,California,Owns and runs vineyards']);

    expect(await flakyWorker.drain()).toBe(1);
    expect(await mailsTo('dan')).toHaveLength(0);
    const [failed] = await mailsOf(vineyards.id);
    expect(failed).toMatchObject({ status: 'waiting', attempts: 1, lastError: 'SMTP server unreachable', newMatches: 1 });
    // Not silent: the operator reads the error, the attempt and how many mails wait (SMTP down holds them all).
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        err: { type: 'Error', message: 'SMTP server unreachable' },
        mail: failed!.id,
        attempts: 1,
        waiting: 1,
        retryInMinutes: 1,
      }),
      expect.stringContaining('alert mail'),
    );
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is tried.
    expect(await flakyWorker.drain()).toBe(0);

    await t.db
      .update(savedSearchMails)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(savedSearchMails.id, failed!.id));
    expect(await flakyWorker.drain()).toBe(1);
    const [mail] = await mailsTo('dan');
    expect(mail).toContain('Napa Vineyard Holdings');
    expect(await mailsOf(vineyards.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null })]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a mail that a stopped process had claimed is sent at once by the next process that alone owns the database', async () => {
    const down: Mailer = {
      transport: 'outbox',
      send: () => Promise.reject(new Error('SMTP server unreachable')),
    };
    const orchards = await saveWithAlerts('carol', 'Orchards', { search: 'orchard' });
    await importCsv(['Hood River Orchards,,corporation,Oregon,Grows and packs pears and apples in its orchards']);
    expect(await createAlertsWorker({ db: t.db, log: t.app.log, mailer: down, appUrl: t.app.deps.config.appUrl }).drain()).toBe(1);
    // As if a process had claimed it again for its next try and died mid-send.
    await t.db
      .update(savedSearchMails)
      .set({ nextAttemptAt: sql`now()`, leaseUntil: sql`now() + interval '2 minutes'` })
      .where(eq(savedSearchMails.savedSearchId, orchards.id));
    expect(await worker.drain()).toBe(0);
    await releaseMailClaims(t.db);
    expect(await worker.drain()).toBe(1);
    expect(await mailsOf(orchards.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it(`a search with 10,000 new matches mails the count and the first ${ALERT_MAIL_LISTED}, not 10,000 rows`, async () => {
    const ohio = await saveWithAlerts('alice', 'All of Ohio', { state: ['Ohio'] });
    await t.db.execute(sql`INSERT INTO investors (company_name, type, us_state_full)
      SELECT 'Buckeye Works ' || lpad(n::text, 5, '0'), 'corporation', 'Ohio' FROM generate_series(1, 10000) AS n`);
    expect(await worker.drain()).toBe(1);
    const mails = await mailsTo('alice');
    expect(mails).toHaveLength(3);
    const mail = mails[2]!;
    expect(mail).toContain('Subject: Saved search All of Ohio: 10,000 new matches');
    expect(mail).toContain('10,000 new investors match your saved search "All of Ohio" since we last wrote.');
    expect(mail.match(/\/leads\/investors\//g)).toHaveLength(ALERT_MAIL_LISTED);
    expect(mail).toContain('- Buckeye Works 00001 (Ohio)');
    expect(mail).not.toContain('Buckeye Works 00021');
    expect(mail).toContain('...and 9,980 more.');
    expect(mail.length).toBeLessThan(10_000);
    expect(await mailsOf(ohio.id)).toEqual([expect.objectContaining({ newMatches: 10_000 })]);
    expect(await pendingOf(ohio.id)).toEqual([]);
  });

  it('a user on the investor trial cannot turn alerts on (they would read the dataset for free); a lapsed plan holds the mail', async () => {
    await t.db.update(users).set({ isSubscribed: false }).where(eq(users.id, cast.carol.id));
    const before = await t.db.select().from(savedSearches);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Free reading', query: {}, alerts: true },
      headers: bearer(cast.carol.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: savedSearchMessages.alertsNotIncluded, code: 'saved_search_alerts_not_included' });
    expect(await t.db.select().from(savedSearches)).toEqual(before);

    // Carol's search from before keeps its alerts, but while her plan is lapsed no mail is written: the match waits.
    const [eyeSurgery] = await t.db.select().from(savedSearches).where(eq(savedSearches.name, 'Eye surgery'));
    await importCsv(['Glacier Eye Surgery Center,,corporation,Montana,Ambulatory surgery center for eye surgery']);
    await t.db
      .update(savedSearchMails)
      .set({ createdAt: sql`created_at - interval '25 hours'` })
      .where(eq(savedSearchMails.savedSearchId, eyeSurgery!.id));
    expect(await worker.drain()).toBe(0);
    expect(await pendingOf(eyeSurgery!.id)).toEqual(['Glacier Eye Surgery Center']);
    await t.db.update(users).set({ isSubscribed: true }).where(eq(users.id, cast.carol.id));
    expect(await worker.drain()).toBe(1);
    expect((await mailsTo('carol')).at(-1)).toContain('Glacier Eye Surgery Center');
  });

  it('alerts turned off forget what they knew and drop the mails not yet sent; nothing is noted while no search listens', async () => {
    for (const who of ['alice', 'bob', 'carol', 'dan'] as const) {
      const mine = (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(cast[who].token) })).json();
      for (const search of mine as { id: string }[]) {
        const off = await t.app.inject({
          method: 'PATCH',
          url: `/api/saved-searches/${search.id}`,
          payload: { alerts: false },
          headers: bearer(cast[who].token),
        });
        expect(off.json().alerts).toBe(false);
      }
    }
    expect(await t.db.select().from(savedSearchMatches)).toEqual([]);
    expect(await t.db.select().from(savedSearchMails).where(eq(savedSearchMails.status, 'waiting'))).toEqual([]);
    await importCsv(['Quiet Harbor Holdings,,corporation,Maine,Nobody listens']);
    expect(await t.db.select().from(investorChanges)).toEqual([]);
  });
});
