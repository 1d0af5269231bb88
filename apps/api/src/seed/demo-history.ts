import { RECORDED_ACTIONS } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { randomToken, sha256 } from '../platform/crypto.js';
import type { Database } from '../db/client.js';
import { seededRandom } from './seeded-random.js';
import { actionRecords, sessions, users } from '../db/schema/index.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A believable past for users with none, flagged `demo`: over `days` days, sign-ins on most working
 * days and a few weekends (US office hours), sessions of 5 to 95 minutes, and now and then a download.
 * The sessions ended long ago and their tokens were never handed out. The users' last sign-in moves to
 * their latest seeded one.
 */
export async function seedActivityHistory(db: Database, userIds: string[], options: { days: number; seed?: number; now?: Date }) {
  const now = options.now ?? new Date();
  const sessionRows: (typeof sessions.$inferInsert)[] = [];
  const recordRows: (typeof actionRecords.$inferInsert)[] = [];
  userIds.forEach((userId, index) => {
    const random = seededRandom((options.seed ?? 1) * 7919 + index);
    const keenness = 0.45 + random() * 0.45;
    for (let daysAgo = options.days; daysAgo >= 1; daysAgo--) {
      const day = new Date(now.getTime() - daysAgo * DAY);
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      if (random() > (weekend ? keenness / 5 : keenness)) continue;
      const signIns = random() < 0.3 ? 2 : 1;
      for (let visit = 0; visit < signIns; visit++) {
        // Between 13:00 and 22:00 UTC: the working day across the United States.
        const start = Date.UTC(
          day.getUTCFullYear(),
          day.getUTCMonth(),
          day.getUTCDate(),
          13 + Math.floor(random() * 9),
          Math.floor(random() * 60),
        );
        const end = start + (5 + Math.floor(random() * 90)) * MINUTE;
        sessionRows.push({
          userId,
          tokenHash: sha256(randomToken()),
          createdAt: new Date(start),
          lastSeenAt: new Date(end),
          expiresAt: new Date(start + DAY),
          revokedAt: new Date(end),
          demo: true,
        });
        if (random() < 0.25) {
          const action = RECORDED_ACTIONS[Math.floor(random() * RECORDED_ACTIONS.length)]!;
          recordRows.push({ userId, action, createdAt: new Date(start + Math.floor((end - start) / 2)), demo: true });
        }
      }
    }
  });
  for (let from = 0; from < sessionRows.length; from += 500) await db.insert(sessions).values(sessionRows.slice(from, from + 500));
  if (recordRows.length) await db.insert(actionRecords).values(recordRows);
  for (const userId of userIds) {
    const latest = sessionRows.filter((row) => row.userId === userId).at(-1);
    if (latest) await db.update(users).set({ lastLoginAt: latest.createdAt }).where(eq(users.id, userId));
  }
  return { sessions: sessionRows.length, actionRecords: recordRows.length };
}
