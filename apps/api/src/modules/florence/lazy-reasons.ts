import type { UserInput } from '@dealscout/domain';
import { and, asc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceResults, investors } from '../../db/schema/index.js';
import { presentInvestor } from '../investors/index.js';
import { companyProfileOf, reasonsForList, type Factor, type RankedCandidate } from './engine/index.js';
import type { ResultDetail } from './present-buyer.js';
import { reasonsIndex } from './preselect/list-index.js';

const { searchVector: _vector, searchHead: _head, ...investorColumns } = getTableColumns(investors);

/** A row of a list about to be shown: its place in the run's list and what the run kept of it. */
interface ShownRow {
  rank: number;
  detail: unknown;
}

const lacksReasons = (detail: unknown) => detail !== null && !(detail as Partial<ResultDetail>).reasons;

/**
 * Fills in the reasons of the rows of a list's head that the run left without (generate-list.ts
 * REASONED_ROWS), and keeps them in the run's rows for the next read. A candidate's reasons read those
 * of the rows above it (two synergies must not read the same), so the rows are written from the first
 * down to the deepest one asked for, from the evidence the run kept, as the run would have.
 */
export async function withReasons<T extends ShownRow>(db: Database, run: { id: string; userInput: UserInput }, rows: T[]): Promise<T[]> {
  const deepest = Math.max(0, ...rows.filter((row) => lacksReasons(row.detail)).map((row) => row.rank));
  if (deepest === 0) return rows;
  const head = await db
    .select({ investor: investorColumns, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
    .from(florenceResults)
    .innerJoin(investors, eq(investors.id, florenceResults.investorId))
    .where(and(eq(florenceResults.runId, run.id), lte(florenceResults.rank, deepest)))
    .orderBy(asc(florenceResults.rank));
  const candidates = head.map((row): RankedCandidate => ({
    investor: presentInvestor(row.investor),
    score: row.score,
    factors: ((row.detail as ResultDetail | null)?.factors ?? []) as Factor[],
  }));
  const index = await reasonsIndex(
    db,
    candidates.map((candidate) => candidate.investor),
  );
  const written = reasonsForList(candidates, companyProfileOf(run.userInput), index);
  const fresh = head.flatMap((row, at) => (lacksReasons(row.detail) ? [{ rank: row.rank, reasons: written[at]! }] : []));
  await keepReasons(db, run.id, fresh);
  const byRank = new Map(fresh.map((row) => [row.rank, row.reasons]));
  return rows.map((row) => {
    const reasons = byRank.get(row.rank);
    return reasons && lacksReasons(row.detail) ? { ...row, detail: { ...(row.detail as ResultDetail), reasons } } : row;
  });
}

/** Stores reasons in the run's rows that have none yet (a read at the same time may have stored the same). */
async function keepReasons(db: Database, runId: string, rows: { rank: number; reasons: object }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE florence_results AS result
    SET detail = result.detail || jsonb_build_object('reasons', kept.reasons)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS kept(rank int, reasons jsonb)
    WHERE result.run_id = ${runId}::uuid AND result.rank = kept.rank AND NOT result.detail ? 'reasons'`);
}
