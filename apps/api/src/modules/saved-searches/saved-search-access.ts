import { savedSearchMessages } from '@dealscout/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/index.js';
import { ownOrShared, type Actor } from '../../platform/actor.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchScope = Pick<ActorContext, 'db' | 'actor'>;

/** The saved searches an actor may see and run: their own, and those shared with their organization (as companies). */
export const visibleTo = (actor: Actor): SQL =>
  ownOrShared({ owner: savedSearches.userId, shared: savedSearches.shared, organization: savedSearches.organizationId }, actor);

/** A saved search the actor may see, or 404: the same answer whether it does not exist or is someone else's. */
export async function visibleSavedSearch({ db, actor }: SavedSearchScope, id: string): Promise<SavedSearchRow> {
  if (!isUuid(id)) throw notFound(savedSearchMessages.notFound);
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), visibleTo(actor)));
  if (!row) throw notFound(savedSearchMessages.notFound);
  return row;
}

/** Renaming, sharing, alerts and deleting are the owner's alone (a colleague sees a shared one: 403, not 404). */
export function assertOwner(actor: Actor, row: SavedSearchRow) {
  if (row.userId !== actor.id) throw new AppError(403, { error: savedSearchMessages.ownerOnly }, 'saved_search_owner_only');
}
