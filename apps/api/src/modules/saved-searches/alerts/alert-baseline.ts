import { savedSearchMessages } from '@dealscout/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { savedSearchMails, savedSearchMatches } from '../../../db/schema/index.js';
import { conflict } from '../../../platform/errors.js';
import { matchingInvestorIds, recordMatches } from './investor-matches.js';
import type { SavedSearchRow } from '../saved-search-access.js';

/** How long turning alerts on waits for an investor import in flight before it says so. */
const WRITERS_WAIT = '5s';

/** PostgreSQL's lock_not_available, raised when the wait runs out. */
const isLockTimeout = (error: unknown) => (error as { code?: string } | null)?.code === '55P03';

/**
 * Turns a saved search's alerts on, in the caller's transaction: every investor it matches now is
 * known (never mailed); only investors written later can be new. Investor writes are held meanwhile
 * (SHARE lock: writers in flight finish first, new ones wait), so none falls between this baseline and
 * the change trigger, which starts noting writes once this commits.
 */
export async function startAlerts(tx: Database, row: SavedSearchRow) {
  try {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${WRITERS_WAIT}'`));
    await tx.execute(sql`LOCK TABLE investors IN SHARE MODE`);
  } catch (error) {
    if (isLockTimeout(error)) throw conflict(savedSearchMessages.importRunning, 'investor_import_running');
    throw error;
  }
  await recordMatches(tx, row.id, await matchingInvestorIds(tx, row.query), false);
}

/** Turns alerts off: what it knew and the mails not yet sent go (alerts turned on again start from what matches then). */
export async function stopAlerts(tx: Database, savedSearchId: string) {
  await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, savedSearchId));
  await tx.delete(savedSearchMails).where(and(eq(savedSearchMails.savedSearchId, savedSearchId), eq(savedSearchMails.status, 'waiting')));
}
