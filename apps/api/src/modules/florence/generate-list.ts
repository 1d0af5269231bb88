import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceResults, florenceRuns } from '../../db/schema/index.js';
import { candidateIndex } from './candidate-cache.js';
import { companyProfileOf, rankCandidates, reasonsForList } from './engine/index.js';
import { advanceRun, completeRun, failRun, type RunRow } from './job-queue.js';
import { presentFactors } from './present-buyer.js';
import { REWRITTEN_ROWS, type ReasonRewriter } from './reason-rewriter.js';
import { inTransaction } from '../../db/transaction.js';

/** The head of a list keeps its factors, evidence and reasons; the tail keeps rank and score (what searching it needs). */
export const DETAILED_ROWS = 500;
/**
 * A list keeps its best candidates up to this many: all of them at the shipped dataset's size (about
 * 3,100 of a kind); over an imported 100k it spares writing rows nobody pages to (5 a page).
 */
export const LIST_ROWS = 5_000;
const INSERT_BATCH = 1_000;

/** Thrown when the run stopped being this worker's (taken over after a lapsed lease, or failed by its deadline). */
class RunLost extends Error {}

/**
 * One generation, in the spec's four steps, each a real stage: 1 reading the dataset's index, 2 reading
 * the company's answers into a profile, 3 ranking every candidate and writing its reasons (reworded by
 * `rewriter` for the top rows, when there is one), 4 writing the list. The run ends
 * 'completed' with its results in one transaction, or 'failed'. `onChange` hears each step and the end.
 */
export async function generateList(
  db: Database,
  run: RunRow,
  worker: string,
  onChange: () => Promise<void>,
  rewriter: ReasonRewriter | null = null,
): Promise<void> {
  const step = async (number: number) => {
    if (!(await advanceRun(db, run.id, worker, number))) throw new RunLost();
    await onChange();
  };
  try {
    await step(1);
    const index = await candidateIndex(db);
    await step(2);
    const profile = companyProfileOf(run.userInput);
    await step(3);
    const ranked = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS });
    const reasons = reasonsForList(ranked.slice(0, DETAILED_ROWS), profile, index);
    if (rewriter) {
      // Only the wording of the top rows, within the rewriter's time budget; the ranking is already fixed.
      const top = ranked.slice(0, REWRITTEN_ROWS).map((candidate, at) => ({ candidate, reasons: reasons[at]! }));
      reasons.splice(0, top.length, ...(await rewriter.rewrite(top, profile)));
    }
    await step(4);
    const rows = ranked.slice(0, LIST_ROWS).map((candidate, position) => ({
      runId: run.id,
      rank: position + 1,
      investorId: candidate.investor.id,
      score: candidate.score,
      detail: position < DETAILED_ROWS ? { factors: presentFactors(candidate.factors), reasons: reasons[position]! } : null,
    }));
    await inTransaction(db, async (scoped) => {
      for (let start = 0; start < rows.length; start += INSERT_BATCH)
        await scoped.insert(florenceResults).values(rows.slice(start, start + INSERT_BATCH));
      // Lost meanwhile: the transaction rolls back and writes nothing.
      if (!(await completeRun(scoped, run.id, worker))) throw new RunLost();
      // The company's earlier lists are never shown again (their feedback keeps its run).
      const earlier = scoped
        .select({ id: florenceRuns.id })
        .from(florenceRuns)
        .where(and(eq(florenceRuns.companyId, run.companyId), ne(florenceRuns.id, run.id)));
      await scoped.delete(florenceResults).where(inArray(florenceResults.runId, earlier));
    });
    await onChange();
  } catch (error) {
    if (error instanceof RunLost) return;
    await failRun(db, run.id, worker);
    await onChange();
    throw error;
  }
}
