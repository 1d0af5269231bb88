import {
  analyticsMessages,
  DOWNLOAD_COUNT_KEYS,
  fullName,
  RECORDED_ACTIONS,
  type DownloadCounts,
  type GlobalAnalytics,
  type RecentUsers,
  type UserAnalytics,
  type UsersList,
  USERS_LIST_LIMIT,
} from '@dealscout/domain';
import { asc, count, desc, eq, gte, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actionRecords, companies, organizationMembers, organizations, sessions, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { containsPattern } from '../../platform/like-pattern.js';

type Scope = { db: Pick<Database, 'select' | 'execute'> };

export const RECENT_USERS_LIMIT = 10;

/** The nine download counts of the action records `where` selects; an action nobody did counts 0. */
async function downloadCounts(scope: Scope, where?: SQL): Promise<DownloadCounts> {
  const rows = await scope.db
    .select({ action: actionRecords.action, n: count() })
    .from(actionRecords)
    .where(where)
    .groupBy(actionRecords.action);
  const counts = Object.fromEntries(RECORDED_ACTIONS.map((action) => [DOWNLOAD_COUNT_KEYS[action], 0])) as DownloadCounts;
  for (const row of rows) counts[DOWNLOAD_COUNT_KEYS[row.action]] = row.n;
  return counts;
}

/** The summary block: users, those who signed in since Monday (viewer's time zone), companies, organizations, downloads. */
export async function globalAnalytics(scope: Scope, input: { timeZone: string }): Promise<GlobalAnalytics> {
  const weekStart = sql`(date_trunc('week', now() at time zone ${input.timeZone}) at time zone ${input.timeZone})`;
  const [totals] = await scope.db
    .select({
      totalUsers: count(),
      usersLoggedInThisWeek: sql<number>`(count(*) filter (where ${gte(users.lastLoginAt, weekStart)}))::int`,
      totalCompanies: sql<number>`(select count(*) from ${companies})::int`,
      organizations: sql<number>`(select count(*) from ${organizations})::int`,
    })
    .from(users);
  return { ...totals!, ...(await downloadCounts(scope)) };
}

/** A user's card: time online over all sessions (seconds), its average per session, companies made, organization, downloads. */
export async function userAnalytics(scope: Scope, userId: string): Promise<UserAnalytics> {
  if (!isUuid(userId)) throw notFound(analyticsMessages.userNotFound);
  const [user] = await scope.db
    .select({
      organization: organizations.name,
      userCompany: sql<number>`(select count(*) from ${companies} where ${companies.createdBy} = ${users.id})::int`,
    })
    .from(users)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(users.id, userId));
  if (!user) throw notFound(analyticsMessages.userNotFound);
  const [online] = await scope.db
    .select({
      sessions: count(),
      seconds: sql<number>`coalesce(round(sum(extract(epoch from ${sessions.lastSeenAt} - ${sessions.createdAt}))), 0)::float8`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const { sessions: sessionCount, seconds } = online!;
  return {
    loggedInTime: seconds,
    averageTime: sessionCount ? Math.round(seconds / sessionCount) : 0,
    userCompany: user.userCompany,
    organization: user.organization,
    ...(await downloadCounts(scope, eq(actionRecords.userId, userId))),
  };
}

/** The users who signed in last, newest first. */
export async function recentlyLoggedInUsers(scope: Scope): Promise<RecentUsers> {
  const rows = await scope.db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email, lastLogin: users.lastLoginAt })
    .from(users)
    .where(isNotNull(users.lastLoginAt))
    .orderBy(desc(users.lastLoginAt))
    .limit(RECENT_USERS_LIMIT);
  return rows.map(({ lastLogin, ...row }) => ({ ...row, last_login: lastLogin!.toISOString() }));
}

/** The 'Select User' list: users whose name or e-mail contains `search`, by name, at most USERS_LIST_LIMIT. */
export async function listUsers(scope: Scope, input: { search?: string }): Promise<UsersList> {
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const pattern = input.search ? containsPattern(input.search) : undefined;
  const rows = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(pattern ? or(ilike(name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(USERS_LIST_LIMIT);
  return rows.map((row) => ({ id: row.id, username: fullName(row.firstName, row.lastName), email: row.email }));
}
