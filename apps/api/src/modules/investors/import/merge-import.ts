import type { InvestorImportRow } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

/** One accepted row and the line of the file it came from. */
export interface StagedRow {
  line: number;
  row: InvestorImportRow;
}

const COLUMNS = `company_name text, url text, description text, keywords text[], type text, naics_six_digit_industry text,
  us_state_full text, country text, hq_address text, broad_specialty text, narrow_specialty text, sector_focus text[],
  specialty_interests text[], attribute_interests text[], supply_chain_position text, preferred_ebitda float8,
  preferred_revenue float8, preferred_ev float8, typical_equity_investments float8, super_sector text, market_cap text,
  sources jsonb, activities jsonb`;
const NAMES = COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]!);
const INVESTOR_COLUMNS = NAMES.filter((name) => name !== 'activities');

/** A staging table for the import, dropped when the transaction ends. */
export async function createStaging(db: Database) {
  await db.execute(
    sql.raw(
      `CREATE TEMP TABLE investor_import (line int NOT NULL, ${COLUMNS}, target_id uuid, is_new boolean NOT NULL DEFAULT false) ON COMMIT DROP`,
    ),
  );
}

/** Adds a batch of rows to the staging table: one JSON parameter, unpacked by the database. */
export async function stage(db: Database, rows: StagedRow[]) {
  if (!rows.length) return;
  const json = JSON.stringify(rows.map(({ line, row }) => ({ line, ...row })));
  await db.execute(sql`INSERT INTO investor_import (line, ${sql.raw(NAMES.join(', '))})
    SELECT line, ${sql.raw(NAMES.join(', '))} FROM jsonb_to_recordset(${json}::jsonb) AS x(line int, ${sql.raw(COLUMNS)})`);
}

/**
 * Writes the staged rows into investors: within the file the last row of a website (or, without one, of
 * a name) wins; a row updates the investor with the same website, else (no website) the same name,
 * else it is added. A row that carries activities replaces the investor's activities. Returns counts.
 */
export async function mergeStaging(db: Database): Promise<{ inserted: number; updated: number }> {
  const key = (alias: string) => sql.raw(`coalesce(investor_url_key(${alias}.url), 'name:' || lower(${alias}.company_name))`);
  await db.execute(sql`DELETE FROM investor_import a USING investor_import b WHERE ${key('a')} = ${key('b')} AND a.line < b.line`);
  await db.execute(sql`UPDATE investor_import s SET target_id = i.id FROM investors i
    WHERE investor_url_key(s.url) IS NOT NULL AND investor_url_key(i.url) = investor_url_key(s.url)`);
  await db.execute(sql`UPDATE investor_import s SET target_id = i.id FROM investors i
    WHERE investor_url_key(s.url) IS NULL AND lower(i.company_name) = lower(s.company_name)`);
  await db.execute(sql`UPDATE investor_import SET target_id = gen_random_uuid(), is_new = true WHERE target_id IS NULL`);

  const assignments = INVESTOR_COLUMNS.map((name) => `${name} = s.${name}`).join(', ');
  const updated = await db.execute(
    sql.raw(
      `UPDATE investors i SET ${assignments}, origin = 'import', updated_at = now() FROM investor_import s WHERE s.target_id = i.id AND NOT s.is_new`,
    ),
  );
  const inserted = await db.execute(
    sql.raw(`INSERT INTO investors (id, ${INVESTOR_COLUMNS.join(', ')}, origin)
      SELECT target_id, ${INVESTOR_COLUMNS.join(', ')}, 'import' FROM investor_import WHERE is_new`),
  );
  await db.execute(sql`DELETE FROM investor_activities a USING investor_import s
    WHERE a.investor_id = s.target_id AND jsonb_array_length(s.activities) > 0`);
  await db.execute(sql`INSERT INTO investor_activities (investor_id, occurred_on, title, description, url)
    SELECT s.target_id, (x->>'date')::date, x->>'title', x->>'description', x->>'url'
    FROM investor_import s, jsonb_array_elements(s.activities) AS x`);
  return { inserted: affected(inserted), updated: affected(updated) };
}

/** Rows touched by a statement: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
