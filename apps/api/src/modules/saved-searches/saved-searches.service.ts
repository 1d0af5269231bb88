import {
  countsInvestorSearches,
  SAVED_SEARCHES_MAX,
  savedSearchMessages,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@dealscout/domain';
import { count, desc, eq } from 'drizzle-orm';
import { savedSearches, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import type { TrialAccount } from '../investors/index.js';
import { startAlerts, stopAlerts } from './alerts/alert-baseline.js';
import { presentSavedSearch } from './present-saved-search.js';
import { assertOwner, visibleSavedSearch, visibleTo, type SavedSearchRow, type SavedSearchScope } from './saved-search-access.js';

const ownerColumns = { firstName: users.firstName, lastName: users.lastName };

/** Sharing needs an organization, as a company's. */
function sharingFor(actor: Actor, shared: boolean) {
  if (shared && !actor.organizationId) throw badRequest(savedSearchMessages.noOrganization);
  return { shared, organizationId: actor.organizationId };
}

/**
 * Alerts list investors without spending a search: only for users whose searches are not counted
 * (professional or subscribed); a trial would otherwise read the dataset for free.
 */
function assertAlertsIncluded(caller: TrialAccount) {
  if (countsInvestorSearches(caller))
    throw new AppError(403, { error: savedSearchMessages.alertsNotIncluded }, 'saved_search_alerts_not_included');
}

async function presented(ctx: SavedSearchScope, row: SavedSearchRow) {
  const [owner] = await ctx.db.select(ownerColumns).from(users).where(eq(users.id, row.userId));
  return presentSavedSearch(ctx.actor, row, owner!);
}

/** GET /api/saved-searches: the caller's and those their organization shares, newest first. */
export async function listSavedSearches(ctx: SavedSearchScope) {
  const rows = await ctx.db
    .select({ row: savedSearches, owner: ownerColumns })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(visibleTo(ctx.actor))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(({ row, owner }) => presentSavedSearch(ctx.actor, row, owner));
}

export async function getSavedSearch(ctx: SavedSearchScope, id: string) {
  return presented(ctx, await visibleSavedSearch(ctx, id));
}

/** POST /api/saved-searches: at most SAVED_SEARCHES_MAX a user; with alerts on, what matches now is known, not new. */
export async function createSavedSearch(ctx: SavedSearchScope, { search, caller }: { search: SavedSearchCreate; caller: TrialAccount }) {
  if (search.alerts) assertAlertsIncluded(caller);
  const sharing = sharingFor(ctx.actor, search.shared);
  // Counted under a lock of the user's row, so two saves at once cannot both pass the limit.
  await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, ctx.actor.id)).for('update');
  const [owned] = await ctx.db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, ctx.actor.id));
  if ((owned?.total ?? 0) >= SAVED_SEARCHES_MAX) throw conflict(savedSearchMessages.limitReached, 'saved_searches_limit_reached');
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({ userId: ctx.actor.id, name: search.name, query: search.query, alerts: search.alerts, ...sharing })
    .returning();
  if (row!.alerts) await startAlerts(ctx.db, row!);
  return presented(ctx, row!);
}

/** PATCH /api/saved-searches/{id}: rename, share, alerts on or off; the owner's alone. */
export async function updateSavedSearch(
  ctx: SavedSearchScope,
  { id, change, caller }: { id: string; change: SavedSearchUpdate; caller: TrialAccount },
) {
  const current = await visibleSavedSearch(ctx, id);
  assertOwner(ctx.actor, current);
  if (change.alerts && !current.alerts) assertAlertsIncluded(caller);
  const [row] = await ctx.db
    .update(savedSearches)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.shared === undefined ? {} : sharingFor(ctx.actor, change.shared)),
      ...(change.alerts === undefined ? {} : { alerts: change.alerts }),
      updatedAt: new Date(),
    })
    .where(eq(savedSearches.id, current.id))
    .returning();
  if (row!.alerts && !current.alerts) await startAlerts(ctx.db, row!);
  if (!row!.alerts && current.alerts) await stopAlerts(ctx.db, row!.id);
  return presented(ctx, row!);
}

/** DELETE /api/saved-searches/{id}: the owner's alone; its matches and mails not yet sent go with it. */
export async function deleteSavedSearch(ctx: SavedSearchScope, id: string) {
  const current = await visibleSavedSearch(ctx, id);
  assertOwner(ctx.actor, current);
  await ctx.db.delete(savedSearches).where(eq(savedSearches.id, current.id));
}
