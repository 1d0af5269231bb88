import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors, investorTotal } from '../../db/schema/index.js';

/**
 * How far a search of a large table counts: past this many matches it answers `total: 1000` and
 * `total_capped: true` (the table shows '1,000+'), and a ranked search scores candidates, not every
 * match. Nobody pages through more than a thousand investors; counting a hundred thousand matches
 * exactly costs more than the page itself.
 */
export const TOTAL_CAP = 1_000;

/** The total a reply carries: the count, or the cap when the count reached past it. */
export function totalOf(counted: number, capped: boolean) {
  return capped && counted > TOTAL_CAP ? { total: TOTAL_CAP, total_capped: true } : { total: counted, total_capped: false };
}

const planCell = (cell: unknown) => (typeof cell === 'string' ? (JSON.parse(cell) as unknown) : cell);

/** The planner's estimate of the rows matching `where` (EXPLAIN, nothing read). */
export async function estimatedMatches(db: Database, where: SQL): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${investors} WHERE ${where}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [plan] = planCell(Object.values(result.rows[0]!)[0]) as { Plan: { 'Plan Rows': number } }[];
  return plan!.Plan['Plan Rows'];
}

/** The number of investors, kept by triggers (no count). */
export async function investorCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: investorTotal.total }).from(investorTotal);
  return row?.total ?? 0;
}

/**
 * Whether a search must stop at the cap: the table holds more than `exactUpTo` investors (small
 * tables, the shipped 3,140 among them, always count and score exactly) and the planner expects more
 * than TOTAL_CAP matches (every investor, with no condition).
 */
export async function pastTheCap(db: Database, where: SQL | undefined, exactUpTo: number): Promise<boolean> {
  const rows = await investorCount(db);
  if (rows <= exactUpTo) return false;
  return (where ? await estimatedMatches(db, where) : rows) > TOTAL_CAP;
}

/** The matches counted up to one past the cap: enough to know whether there are more. */
export const cappedCount = (db: Database, where: SQL) =>
  db.select({ total: sql<number>`count(*)::int` }).from(sql`(SELECT 1 FROM ${investors} WHERE ${where} LIMIT ${TOTAL_CAP + 1}) AS capped`);
