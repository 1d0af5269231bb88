import type { UserInput } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { presentInvestor } from '../investors/index.js';
import { companyProfileOf, reasonsForList, type CandidateReasons, type Factor, type RankedCandidate } from './engine/index.js';
import type { ResultDetail } from './present-buyer.js';
import { reasonsIndex } from './preselect/list-index.js';
import { headOf } from './stored-list.js';

/** A row of the head (DETAILED_ROWS) whose reasons the run did not write: only the first pages' are (generate-list.ts REASONED_ROWS). */
export const lacksReasons = (detail: unknown) => detail !== null && !(detail as Partial<ResultDetail>).reasons;

/** The reasons of one row of the head, and whether the run's row lacks them. */
export interface HeadReasons {
  rank: number;
  reasons: CandidateReasons;
  missing: boolean;
}

/**
 * The engine's reasons of the run's list from the first row down to `deepest`, from the evidence the run
 * kept, as the run would have written them, `chunk` rows at a time. A candidate's reasons read those of
 * the rows above it (two synergies must not read the same), so every row from the first is written, the
 * chunks continuing one another. Reads only.
 */
export async function* headReasons(
  db: Database,
  run: { id: string; userInput: UserInput },
  deepest: number,
  chunk = deepest,
): AsyncGenerator<HeadReasons[]> {
  const head = await headOf(db, run.id, deepest);
  const candidates = head.map((row): RankedCandidate => ({
    investor: presentInvestor(row.investor),
    score: row.score,
    factors: ((row.detail as ResultDetail | null)?.factors ?? []) as Factor[],
  }));
  const index = await reasonsIndex(
    db,
    candidates.map((candidate) => candidate.investor),
  );
  const profile = companyProfileOf(run.userInput);
  const seen = new Set<string>();
  for (let from = 0; from < head.length; from += chunk) {
    const written = reasonsForList(candidates.slice(from, from + chunk), profile, index, seen);
    yield written.map((reasons, at) => {
      const row = head[from + at]!;
      return { rank: row.rank, reasons, missing: lacksReasons(row.detail) };
    });
  }
}

/** A row about to be shown: its engine rank in the run's list and what the run kept of it. */
interface ShownRow {
  rank: number;
  detail: unknown;
}

/**
 * The rows with the reasons of those the run has not written yet (the job writes them after the list:
 * reasons-fill.ts), computed for this answer and not kept: a read writes nothing.
 */
export async function withReasons<T extends ShownRow>(db: Database, run: { id: string; userInput: UserInput }, rows: T[]): Promise<T[]> {
  const deepest = Math.max(0, ...rows.filter((row) => lacksReasons(row.detail)).map((row) => row.rank));
  if (deepest === 0) return rows;
  const byRank = new Map<number, CandidateReasons>();
  for await (const part of headReasons(db, run, deepest)) for (const row of part) byRank.set(row.rank, row.reasons);
  return rows.map((row) => {
    const reasons = byRank.get(row.rank);
    return reasons && lacksReasons(row.detail) ? { ...row, detail: { ...(row.detail as ResultDetail), reasons } } : row;
  });
}
