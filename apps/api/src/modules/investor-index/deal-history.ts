import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { datasetKey } from './candidate-cache.js';
import type { CandidateIndex } from './candidate-index.js';
import { inTurns } from '../../platform/in-turns.js';
import { historySteps, type HistoryIndex, type PastDeal } from './history-index.js';

let held: { key: string; deals: Promise<PastDeal[]> } | null = null;
const byIndex = new WeakMap<CandidateIndex, Promise<HistoryIndex | null>>();

/** Every deal with a counterpart (what the deals import writes), once per dataset version and process. */
function datasetDeals(db: Database, key: string): Promise<PastDeal[]> {
  if (held?.key !== key) {
    const deals = queryRows<PastDeal>(
      db,
      sql`SELECT investor_id AS "investorId", counterpart_name AS name, to_char(occurred_on, 'YYYY-MM-DD') AS date, kind,
          description, counterpart_categories AS categories, counterpart_naics AS naics
        FROM investor_activities WHERE counterpart_name IS NOT NULL`,
    );
    held = { key, deals };
    deals.catch(() => {
      if (held?.deals === deals) held = null;
    });
  }
  return held.deals;
}

/**
 * The deal history of an index's candidates (history-index.ts), built once per index: with the dataset's
 * index, once per dataset version (an import of deals moves the version). Null when no candidate has a deal.
 */
export async function historyFor(db: Database, index: CandidateIndex): Promise<HistoryIndex | null> {
  let history = byIndex.get(index);
  if (!history) {
    // Built in turns: at 100k deals the build takes seconds, which requests would otherwise wait out.
    history = datasetDeals(db, await datasetKey(db)).then((deals) => (deals.length ? inTurns(historySteps(index, deals)) : null));
    byIndex.set(index, history);
    history.catch(() => byIndex.delete(index));
  }
  return history;
}
