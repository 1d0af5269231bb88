import { TIME_FILTERS } from '@dealscout/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories/accounts.js';
import { analyticsBucketCounts, analyticsDataVersion, sessions, users } from '../src/db/schema/index.js';
import { seededRandom } from '../src/seed/seeded-random.js';
import { inTransaction } from '../src/db/transaction.js';
import { activeUsers, returnUsers, timeSpent } from '../src/modules/analytics/charts.service.js';
import { sha256 } from '../src/platform/crypto.js';
import { referenceActiveUsers, referenceReturnUsers, referenceTimeSpent } from './support/analytics-reference.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Whole-hour, half-hour and quarter-hour offsets; daylight saving by an hour, by half an hour, and at midnight (Havana). */
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Havana'];

let t: TestApp;
const random = seededRandom(20_261_125);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
let tokenCount = 0;

/** The instants (to the hour) where a zone's UTC offset changes between `from` and `to`. */
function offsetChanges(timeZone: string, from: number, to: number) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (instant: number) => format.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
  const changes: number[] = [];
  for (let hour = Math.floor(from / HOUR) * HOUR; hour < to; hour += HOUR)
    if (offsetAt(hour) !== offsetAt(hour + HOUR)) changes.push(hour + HOUR);
  return changes;
}

/** Users who began at different times, each with sessions from then on (see `sessionsAt`). */
async function makeUsers(count: number, now: number) {
  const made: { id: string; since: number }[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createUser(t.db, { email: `rollup${index}-${now}@example.com` });
    made.push({ id: user.id, since: index < 3 ? now - 420 * DAY : now - random() * 420 * DAY });
  }
  return made;
}

/** Sessions at the given sign-in instants, each for a user already around then, lasting 0 to 2 hours (to the millisecond). */
function sessionsAt(instants: number[], people: { id: string; since: number }[]) {
  return instants.map((instant) => {
    const userId = pick(people.filter((person) => person.since <= instant).concat(people[0]!)).id;
    const duration = random() < 0.1 ? 0 : Math.floor(random() * 2 * HOUR);
    return {
      userId,
      tokenHash: sha256(`rollup-${tokenCount++}`),
      createdAt: new Date(instant),
      lastSeenAt: new Date(instant + duration),
      expiresAt: new Date(instant + DAY),
    };
  });
}

/** Sign-in instants that find the edges: near quarter hours (local midnights in every zone), offset changes, now, the future. */
function signInInstants(now: number, count: number) {
  const changes = ZONES.flatMap((zone) => offsetChanges(zone, now - 420 * DAY, now));
  return Array.from({ length: count }, () => {
    const roll = random();
    if (roll < 0.55) {
      const quarter = Math.floor((now - random() * 420 * DAY) / (15 * MINUTE)) * 15 * MINUTE;
      return quarter + Math.round((random() - 0.5) * 4 * MINUTE);
    }
    if (roll < 0.75) return pick(changes) + Math.round((random() - 0.5) * 6 * HOUR);
    if (roll < 0.95) return now - Math.floor(random() * 50 * HOUR);
    return now + Math.floor(random() * 40 * HOUR);
  });
}

async function insertSessions(rows: ReturnType<typeof sessionsAt>) {
  for (let from = 0; from < rows.length; from += 400) await t.db.insert(sessions).values(rows.slice(from, from + 400));
}

/** Every chart, filter and zone answers as the computation over every session row does (one transaction: one `now()`). */
async function expectSameAsReference() {
  for (const timeZone of ZONES) {
    for (const filter of TIME_FILTERS) {
      await inTransaction(t.db, async (tx) => {
        const scope = { db: tx };
        const active = await activeUsers(scope, { filter, timeZone });
        const returning = await returnUsers(scope, { filter, timeZone });
        const spent = await timeSpent(scope, { filter, timeZone });
        const where = `${filter} in ${timeZone}`;
        expect({ result: active.result.map((bucket) => Object.values(bucket)), totalUsers: active.totalUsers }, `active ${where}`).toEqual(
          await referenceActiveUsers(tx, filter, timeZone),
        );
        expect(
          { result: returning.result.map((bucket) => Object.values(bucket)), totalUsers: returning.totalUsers },
          `return ${where}`,
        ).toEqual(await referenceReturnUsers(tx, filter, timeZone));
        expect(
          spent.map((bucket) => Object.values(bucket)),
          `time ${where}`,
        ).toEqual(await referenceTimeSpent(tx, filter, timeZone));
      });
    }
  }
}

const dataVersion = async () => (await t.db.select().from(analyticsDataVersion))[0]!.version;

let people: { id: string; since: number }[];

beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  const now = Date.now();
  people = await makeUsers(24, now);
  await insertSessions(sessionsAt(signInInstants(now, 1200), people));
});
afterAll(() => t.close());

describe('analytics rollups', () => {
  it('answer as the sessions do, in zones of whole-, half- and quarter-hour offsets, across daylight-saving changes', async () => {
    expect(await t.db.$count(analyticsBucketCounts)).toBe(0);
    await expectSameAsReference();
    // The ended buckets are now counted and kept; the second pass reads them.
    expect(await t.db.$count(analyticsBucketCounts)).toBeGreaterThan(100);
    await expectSameAsReference();
  });

  it('keep the counted buckets through a new sign-in and drop them when a write reaches back', async () => {
    const version = await dataVersion();
    await insertSessions(sessionsAt([Date.now()], people));
    expect(await dataVersion()).toBe(version);
    expect(await t.db.$count(analyticsBucketCounts)).toBeGreaterThan(0);
    await expectSameAsReference();

    await insertSessions(sessionsAt([Date.now() - 30 * DAY], people));
    expect(await dataVersion()).toBe(version + 1);
    expect(await t.db.$count(analyticsBucketCounts)).toBe(0);
    await expectSameAsReference();
  });

  it('follow touched, back-dated and deleted sessions and deleted users', async () => {
    const now = Date.now();
    // Time online grows on sessions old and new; a heartbeat does not void the counted buckets.
    const version = await dataVersion();
    const touched = await t.db.select().from(sessions).limit(200);
    for (const session of touched.filter(() => random() < 0.3)) {
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(session.lastSeenAt.getTime() + Math.floor(random() * HOUR)) })
        .where(eq(sessions.id, session.id));
    }
    expect(await dataVersion()).toBe(version);
    await expectSameAsReference();

    // A user's new first sign-in, long ago; a user's first session removed; a user removed with all sessions.
    const [early, trimmed, gone] = [people[5]!, people[7]!, people[9]!];
    await insertSessions(sessionsAt([now - 419 * DAY], [early]));
    const [firstOfTrimmed] = await t.db.select().from(sessions).where(eq(sessions.userId, trimmed.id)).orderBy(sessions.createdAt).limit(1);
    await t.db.delete(sessions).where(eq(sessions.id, firstOfTrimmed!.id));
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await dataVersion()).toBeGreaterThan(version);
    await expectSameAsReference();

    // Many sessions removed at once, and many added, in the past and the future.
    const some = touched.filter(() => random() < 0.2).map((session) => session.id);
    await t.db.delete(sessions).where(inArray(sessions.id, some));
    await insertSessions(
      sessionsAt(
        signInInstants(now, 300),
        people.filter((person) => person !== gone),
      ),
    );
    await expectSameAsReference();
  });

  it('refuse to move a session to another user or sign-in time, which the rollups count on', async () => {
    const [session] = await t.db.select().from(sessions).limit(1);
    await expect(t.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.id, session!.id))).rejects.toThrow();
    await expect(t.db.update(sessions).set({ userId: people[1]!.id }).where(eq(sessions.id, session!.id))).rejects.toThrow();
  });
});
