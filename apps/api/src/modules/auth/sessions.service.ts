import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { clientOf, type Database } from '../../db/client.js';
import { organizationMembers, sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import type { RequestContext } from '../../platform/request-context.js';

export const SESSION_TOKEN_PREFIX = 'dss_';
/** last_seen_at is written at most this often (or a quarter of the idle timeout, if shorter). */
const TOUCH_AFTER_MS = 60_000;

import type { UserRow } from '../../platform/auth-guard.js';

export type { UserRow };

/** Where a sign-in comes from, kept with its session. */
export interface SessionContext {
  ip: string;
  userAgent: string | undefined;
}

/** How long the session of a sign-in with a given password may make the forced change without the old password. */
export const FORCED_CHANGE_WINDOW_MS = 15 * 60_000;

/** Starts a session; only the token's hash is kept. */
export async function createSession(
  db: Database,
  userId: string,
  context: SessionContext,
  options: { maxAgeDays: number; passwordChangeDue?: boolean },
) {
  const token = `${SESSION_TOKEN_PREFIX}${randomToken()}`;
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + options.maxAgeDays * 86_400_000),
      passwordChangeDueUntil: options.passwordChangeDue ? new Date(Date.now() + FORCED_CHANGE_WINDOW_MS) : null,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** The session lookup of every signed-in request, built once per database (see liveSessionQuery). */
const liveSessionQueries = new WeakMap<object, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Database) {
  return db
    .select({
      user: users,
      // The caller's organization rides along: every guarded request needs it (platform/actor.ts).
      organizationId: organizationMembers.organizationId,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      passwordChangeDueUntil: sessions.passwordChangeDueUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

/**
 * The prepared lookup for `db`: built once (building the statement took a third of a millisecond of
 * every request), and a named statement PostgreSQL parses once per connection.
 */
function liveSessionQuery(db: Database) {
  const key = clientOf(db);
  // A transaction has no client of its own to key by: its lookup is built for it.
  if (!key) return prepareLiveSession(db);
  let query = liveSessionQueries.get(key);
  if (!query) liveSessionQueries.set(key, (query = prepareLiveSession(db)));
  return query;
}

/** The live session of a token: not revoked, not past its end, and used within the idle timeout. */
export async function findSession(
  db: Database,
  token: string,
  idleTimeoutMs: number,
): Promise<{ user: UserRow; organizationId: string | null; sessionId: string; passwordChangeDueUntil: Date | null } | null> {
  const [row] = await liveSessionQuery(db).execute({ tokenHash: sha256(token), idleSince: new Date(Date.now() - idleTimeoutMs) });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > Math.min(TOUCH_AFTER_MS, idleTimeoutMs / 4)) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return {
    user: row.user,
    organizationId: row.organizationId,
    sessionId: row.sessionId,
    passwordChangeDueUntil: row.passwordChangeDueUntil,
  };
}

/** Sign-out: ends the session of a token, whether or not it is still live. */
export async function revokeSessionToken(ctx: Pick<RequestContext, 'db'>, token: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Database, userId: string, keep?: string) {
  const others = keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(others, isNull(sessions.revokedAt)));
}
