import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Refreshes the planner's statistics of investors and its visibility map after a bulk write (the
 * shipped load, an import): the search's capped total trusts the planner's estimate of its matches,
 * and the covering indexes answer without reading rows only for pages marked all-visible. Outside a
 * transaction (VACUUM cannot run in one).
 */
export async function refreshInvestorStatistics(db: Database) {
  await db.execute(sql`VACUUM (ANALYZE) investors`);
}
