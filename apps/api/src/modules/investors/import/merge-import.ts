import { investorImportOutcomes, type InvestorImportKey, type InvestorImportRow } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { refreshDealCounts } from './write-deals.js';

/** One accepted row and the line of the file it came from. */
export interface StagedRow {
  line: number;
  row: InvestorImportRow;
}

/** A row read that was not added as a company of its own, and why. */
export interface ReportedRow {
  line: number;
  outcome: 'rejected' | 'updated' | 'repeated';
  reason: string;
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
      `CREATE TEMP TABLE investor_import (line int NOT NULL, ${COLUMNS}, company_key text, first_line int, target_id uuid,
        is_new boolean NOT NULL DEFAULT false) ON COMMIT DROP`,
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
 * Adds the rows a browser import staged earlier in short transactions of their own (dataset_import_rows,
 * each row's JSON as `stage` writes it) to the staging table.
 */
export async function stageStored(db: Database, importId: string) {
  await db.execute(sql`INSERT INTO investor_import (line, ${sql.raw(NAMES.join(', '))})
    SELECT r.line, ${sql.raw(NAMES.map((name) => `x.${name}`).join(', '))}
    FROM dataset_import_rows r, jsonb_to_record(r.row) AS x(${sql.raw(COLUMNS)}) WHERE r.import_id = ${importId}`);
}

/** What identifies a company, for a row of alias `alias`: its name, or with the `url` key its website (else its name). */
function companyKey(key: InvestorImportKey, alias: string) {
  const name = `'name:' || lower(${alias}.company_name)`;
  return sql.raw(key === 'url' ? `coalesce('url:' || investor_url_key(${alias}.url), ${name})` : name);
}

/**
 * Writes the staged rows into investors. Rows of one company (`key`: the same name, or the same
 * website) are one company: the first row of it is added or updates the investor already in the table
 * (by the same key), and each later row is applied to it as an update (the last row's values win) and
 * reported as such. A row that carries activities replaces the investor's activities. Returns the
 * counts and every staged row not added as a company of its own.
 */
export async function mergeStaging(db: Database, key: InvestorImportKey) {
  await db.execute(sql`UPDATE investor_import s SET company_key = ${companyKey(key, 's')}`);
  await db.execute(sql`UPDATE investor_import s SET first_line = f.line
    FROM (SELECT company_key, min(line) AS line FROM investor_import GROUP BY company_key) f WHERE f.company_key = s.company_key`);
  const repeated = await queryRows<{ line: number; first_line: number }>(
    db,
    sql`SELECT line, first_line FROM investor_import WHERE line > first_line`,
  );
  await db.execute(sql`DELETE FROM investor_import a USING investor_import b WHERE a.company_key = b.company_key AND a.line < b.line`);
  // Written per key, so the expression indexes of investors (url key, lower name) serve the match; of
  // several investors with the key, the oldest is the one updated.
  if (key === 'url')
    await db.execute(sql`UPDATE investor_import s SET target_id = (SELECT i.id FROM investors i
      WHERE investor_url_key(i.url) = investor_url_key(s.url) ORDER BY i.created_at, i.id LIMIT 1)
      WHERE investor_url_key(s.url) IS NOT NULL`);
  await db.execute(sql`UPDATE investor_import s SET target_id = (SELECT i.id FROM investors i
      WHERE lower(i.company_name) = lower(s.company_name) ORDER BY i.created_at, i.id LIMIT 1)
    WHERE s.target_id IS NULL AND s.company_key LIKE 'name:%'`);
  await db.execute(sql`UPDATE investor_import SET target_id = gen_random_uuid(), is_new = true WHERE target_id IS NULL`);
  const updated = await queryRows<{ line: number; company_name: string }>(
    db,
    sql`SELECT s.first_line AS line, i.company_name FROM investor_import s JOIN investors i ON i.id = s.target_id WHERE NOT s.is_new`,
  );

  const assignments = INVESTOR_COLUMNS.map((name) => `${name} = s.${name}`).join(', ');
  await db.execute(
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
  await refreshDealCounts(db, sql`SELECT target_id FROM investor_import WHERE jsonb_array_length(activities) > 0`);
  const reported: ReportedRow[] = [
    ...updated.map((row) => ({
      line: row.line,
      outcome: 'updated' as const,
      reason: investorImportOutcomes.updated(row.company_name, key),
    })),
    ...repeated.map((row) => ({
      line: row.line,
      outcome: 'repeated' as const,
      reason: investorImportOutcomes.repeated(row.first_line, key),
    })),
  ];
  return { inserted: affected(inserted), updated: updated.length, repeated: repeated.length, reported };
}

/** Rows touched by a statement: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
