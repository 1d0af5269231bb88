import { fullName, savedSearchQuerySchema, type SavedSearch } from '@dealscout/domain';
import type { Actor } from '../../platform/actor.js';
import type { SavedSearchRow } from './saved-search-access.js';

export interface Owner {
  firstName: string;
  lastName: string;
}

/** A saved search as the API returns it; its query read again by the schema (defaults of a later version filled in). */
export function presentSavedSearch(actor: Actor, row: SavedSearchRow, owner: Owner): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: savedSearchQuerySchema.parse(row.query),
    shared: row.shared,
    alerts: row.alerts,
    created_by_user: row.userId === actor.id,
    owner: fullName(owner.firstName, owner.lastName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
