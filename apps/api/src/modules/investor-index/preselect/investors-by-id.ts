import type { Investor } from '@dealscout/domain';
import { getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors } from '../../../db/schema/index.js';
import { presentInvestor } from '../../investors/index.js';

const { searchVector: _vector, searchHead: _head, ...displayColumns } = getTableColumns(investors);

/**
 * These investors (ids of the dataset: an unknown one is left out), with the columns the engine reads, as
 * the API presents them. In id order: the same pool is always ranked in the same order (ties among the
 * feedback documents go by it).
 */
export async function investorsById(db: Database, ids: readonly string[]): Promise<Investor[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(displayColumns)
    .from(investors)
    .where(inArray(investors.id, [...new Set(ids)]));
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(presentInvestor);
}

/** The investors whose ids a statement chooses (a pool's: its column `id`), read as investorsById reads them. */
export async function chosenInvestors(db: Database, statement: SQL): Promise<Investor[]> {
  const chosen = await db.execute<{ id: string }>(statement);
  return investorsById(
    db,
    (chosen as unknown as { rows: { id: string }[] }).rows.map((row) => row.id),
  );
}
