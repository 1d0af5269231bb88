import type { buyersQuerySchema } from '@dealscout/domain';
import { and, asc, eq, getTableColumns, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { florenceResults, investors } from '../../db/schema/index.js';
import { containing } from '../investors/index.js';

const { searchVector: _vector, searchHead: _head, ...investorColumns } = getTableColumns(investors);

/** A row of a stored list as its order needs it: the investor, its engine rank and score. */
export interface StoredRow {
  id: string;
  rank: number;
  score: number;
}

/**
 * The run's list as stored, in engine rank order (ids, ranks and scores only: up to LIST_ROWS of them), as one
 * JSON array: a row a buyer cost a read of the first page three times as long.
 */
export async function storedList(db: Database, runId: string): Promise<StoredRow[]> {
  const [row] = await queryRows<{ list: [string, number, number][] | null }>(
    db,
    sql`SELECT json_agg(json_build_array(investor_id, rank, score) ORDER BY rank) AS list FROM florence_results WHERE run_id = ${runId}::uuid`,
  );
  return (row?.list ?? []).map(([id, rank, score]) => ({ id, rank, score }));
}

/** The query's search (name or website) and filters (state, type) as conditions on the investor. */
function conditionsOf(query: z.output<typeof buyersQuerySchema>): SQL[] {
  const conditions: SQL[] = [];
  if (query.search)
    conditions.push(or(ilike(investors.companyName, containing(query.search)), ilike(investors.url, containing(query.search)))!);
  if (query.state.length) conditions.push(inArray(investors.usStateFull, query.state));
  if (query.type.length) conditions.push(inArray(investors.type, query.type));
  return conditions;
}

/** The run's buyers that match the query's search and filters; null when it has none (every buyer matches). */
export async function matchingIds(db: Database, runId: string, query: z.output<typeof buyersQuerySchema>): Promise<Set<string> | null> {
  const conditions = conditionsOf(query);
  if (conditions.length === 0) return null;
  const rows = await db
    .select({ id: florenceResults.investorId })
    .from(florenceResults)
    .innerJoin(investors, eq(investors.id, florenceResults.investorId))
    .where(and(eq(florenceResults.runId, runId), ...conditions));
  return new Set(rows.map((row) => row.id));
}

/** The rows of the run at these engine ranks, with their investors and what the run kept of each (its detail). */
export const rowsOf = (db: Database, runId: string, ranks: readonly number[]) =>
  ranks.length === 0
    ? Promise.resolve([])
    : db
        .select({ investor: investorColumns, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
        .from(florenceResults)
        .innerJoin(investors, eq(investors.id, florenceResults.investorId))
        .where(and(eq(florenceResults.runId, runId), inArray(florenceResults.rank, [...ranks])))
        .orderBy(asc(florenceResults.rank));

/** The head of the run's list down to `deepest`, with the investors: what a list's reasons are written from. */
export const headOf = (db: Database, runId: string, deepest: number) =>
  db
    .select({ investor: investorColumns, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
    .from(florenceResults)
    .innerJoin(investors, eq(investors.id, florenceResults.investorId))
    .where(and(eq(florenceResults.runId, runId), lte(florenceResults.rank, deepest)))
    .orderBy(asc(florenceResults.rank));
