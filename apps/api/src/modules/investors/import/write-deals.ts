import { dealTitle, type DealImportRow } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';

/** A deal read from a file and the investor it belongs to. */
export interface MatchedDeal {
  line: number;
  investorId: string;
  counterpartKey: string;
  row: DealImportRow;
}

/** Rows a statement carries: one JSON parameter each, unpacked by the database. */
const BATCH = 5_000;

const COLUMNS = `investor_id uuid, occurred_on date, title text, description text, url text, kind text, counterpart_name text,
  counterpart_key text, counterpart_url text, counterpart_naics text, counterpart_categories text[], amount_usd float8`;
const NAMES = COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]!);
const UPDATES = NAMES.filter((name) => !['investor_id', 'counterpart_key', 'occurred_on'].includes(name))
  .map((name) => `${name} = excluded.${name}`)
  .join(', ');

const record = ({ investorId, counterpartKey, row }: MatchedDeal) => ({
  investor_id: investorId,
  occurred_on: row.date,
  title: dealTitle(row.kind, row.counterpart_name),
  description: row.counterpart_description,
  url: row.source_url,
  kind: row.kind,
  counterpart_name: row.counterpart_name,
  counterpart_key: counterpartKey,
  counterpart_url: row.counterpart_website,
  counterpart_naics: row.counterpart_naics,
  counterpart_categories: row.counterpart_categories,
  amount_usd: row.amount_usd,
});

/**
 * Writes the deals (each one once: the caller keeps the first row of a deal): a deal of the same investor,
 * counterpart and date is updated, any other inserted. Then the investors' deal counts. Returns the lines
 * of the rows that updated a deal. Run in the caller's transaction.
 */
export async function writeDeals(db: Database, deals: MatchedDeal[]): Promise<number[]> {
  const lineOf = new Map(deals.map((deal) => [`${deal.investorId}|${deal.counterpartKey}|${deal.row.date}`, deal.line]));
  const updated: number[] = [];
  for (let start = 0; start < deals.length; start += BATCH) {
    const json = JSON.stringify(deals.slice(start, start + BATCH).map(record));
    const written = await queryRows<{ investor_id: string; counterpart_key: string; occurred_on: string; updated: boolean }>(
      db,
      sql`INSERT INTO investor_activities (${sql.raw(NAMES.join(', '))})
        SELECT ${sql.raw(NAMES.join(', '))} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(COLUMNS)})
        ON CONFLICT (investor_id, counterpart_key, occurred_on) DO UPDATE SET ${sql.raw(UPDATES)}
        RETURNING investor_id, counterpart_key, to_char(occurred_on, 'YYYY-MM-DD') AS occurred_on, xmax::text <> '0' AS updated`,
    );
    for (const row of written) if (row.updated) updated.push(lineOf.get(`${row.investor_id}|${row.counterpart_key}|${row.occurred_on}`)!);
  }
  const investorIds = [...new Set(deals.map((deal) => deal.investorId))];
  if (investorIds.length) await refreshDealCounts(db, sql`SELECT unnest(${`{${investorIds.join(',')}}`}::uuid[])`);
  return updated;
}

/**
 * The deal count and latest acquisition of the investors `ids` selects (a query of one uuid column), from
 * their deals: what the search sorts and filters by. One statement, so the investors' version moves once
 * and Florence's index is built again with the deals.
 */
export async function refreshDealCounts(db: Pick<Database, 'execute'>, ids: SQL): Promise<void> {
  await db.execute(sql`UPDATE investors i SET deal_count = d.deals, last_acquisition_on = d.last_acquisition
    FROM (SELECT ids.id, count(a.id)::int AS deals, max(a.occurred_on) FILTER (WHERE a.kind = 'acquisition') AS last_acquisition
      FROM (${ids}) AS ids(id) LEFT JOIN investor_activities a ON a.investor_id = ids.id GROUP BY ids.id) d
    WHERE i.id = d.id`);
}
