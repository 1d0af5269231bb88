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

/** The number of investors, kept by triggers (no count). */
export async function investorCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: investorTotal.total }).from(investorTotal);
  return row?.total ?? 0;
}

/**
 * Whether searches stop at the cap: the table holds more than `exactUpTo` investors (small tables, the
 * shipped 3,140 among them, always count and score every match). A capped statement is exact when its
 * search matches at most TOTAL_CAP rows (it reads every match before its limit), so no search needs
 * asking how many rows it will match.
 */
export async function searchesAreCapped(db: Database, exactUpTo: number): Promise<boolean> {
  return (await investorCount(db)) > exactUpTo;
}

/** The matches counted up to one past the cap: enough to know whether there are more. */
export const cappedCount = (db: Database, where: SQL) =>
  db.select({ total: sql<number>`count(*)::int` }).from(sql`(SELECT 1 FROM ${investors} WHERE ${where} LIMIT ${TOTAL_CAP + 1}) AS capped`);
