import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceResults, florenceRuns } from '../../db/schema/index.js';
import { companyProfileOf, rankCandidates, reasonsForList } from './engine/index.js';
import { advanceRun, completeRun, failRun, type RunRow } from './job-queue.js';
import { presentFactors } from './present-buyer.js';
import { REWRITTEN_ROWS, type ReasonRewriter } from './reason-rewriter.js';
import { insertResultRows } from './result-rows.js';
import { historyFor, sentencesFor } from '../investor-index/index.js';
import { phaseClock, type RunTimings } from './run-timings.js';
import { inTransaction } from '../../db/transaction.js';
import { listIndex } from './preselect/list-index.js';
import type { FastifyBaseLogger } from 'fastify';

/** The head of a list keeps its factors, evidence and reasons; the tail keeps rank and score (what searching it needs). */
export const DETAILED_ROWS = 500;
/**
 * The rows whose reasons are written with the list: the first five pages (5 a row) and the rewriter's
 * top. The worker writes the rest of the head's after the list (reasons-fill.ts), from the evidence kept:
 * writing all 500 with the list took longer than ranking the dataset.
 */
export const REASONED_ROWS = 25;
/**
 * A list keeps its best candidates up to this many: all of them at the shipped dataset's size (about
 * 3,100 of a kind); over an imported 100k it spares writing rows nobody pages to (5 a page).
 */
export const LIST_ROWS = 5_000;

/** Thrown when the run stopped being this worker's (taken over after a lapsed lease, or failed by its deadline). */
class RunLost extends Error {}

/**
 * One generation, in the spec's four steps, each a real stage: 1 reading the dataset's index (over a large
 * dataset, that of the candidates chosen for the company: preselect/list-index.ts), 2 reading
 * the company's answers into a profile (its description also by the sentence encoder), 3 ranking every candidate and writing its reasons (reworded by
 * `rewriter` for the top rows, when there is one), 4 writing the list. The run ends
 * 'completed' with its results in one transaction, or 'failed'. `onChange` hears each step and the end;
 * `timings` gets the milliseconds of each phase (run-timings.ts).
 */
export async function generateList(
  db: Database,
  run: RunRow,
  worker: string,
  onChange: () => Promise<void>,
  { rewriter = null, timings, log }: { rewriter?: ReasonRewriter | null; timings?: RunTimings; log?: FastifyBaseLogger } = {},
): Promise<void> {
  const clock = phaseClock(timings);
  const step = async (number: number) => {
    if (!(await clock.time('steps', () => advanceRun(db, run.id, worker, number)))) throw new RunLost();
    await clock.time('notify', onChange);
  };
  try {
    await step(1);
    // The profile first (pure): over a large dataset it picks the candidates the index holds (list-index.ts).
    const profile = companyProfileOf(run.userInput);
    const { index } = await clock.time('index', () => listIndex(db, profile, { log }));
    await step(2);
    const [sentences, history] = await clock.time('sentences', () =>
      Promise.all([sentencesFor(db, index, profile), historyFor(db, index)]),
    );
    await step(3);
    const ranked = await clock.time('rank', () =>
      rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, limit: LIST_ROWS, sentences, history }),
    );
    const reasons = await clock.time('reasons', () => reasonsForList(ranked.slice(0, REASONED_ROWS), profile, index));
    if (rewriter) {
      // Only the wording of the top rows, within the rewriter's time budget; the ranking is already fixed.
      const top = ranked.slice(0, REWRITTEN_ROWS).map((candidate, at) => ({ candidate, reasons: reasons[at]! }));
      reasons.splice(0, top.length, ...(await rewriter.rewrite(top, profile)));
    }
    await step(4);
    const rows = ranked.map((candidate, position) => ({
      investorId: candidate.investor.id,
      score: candidate.score,
      detail: position < DETAILED_ROWS ? { factors: presentFactors(candidate.factors), reasons: reasons[position] } : null,
    }));
    await clock.time('write', () =>
      inTransaction(db, async (scoped) => {
        await insertResultRows(scoped, run.id, rows);
        // Lost meanwhile: the transaction rolls back and writes nothing.
        if (!(await completeRun(scoped, run.id, worker))) throw new RunLost();
        // The company's earlier lists are never shown again (their feedback keeps its run).
        const earlier = scoped
          .select({ id: florenceRuns.id })
          .from(florenceRuns)
          .where(and(eq(florenceRuns.companyId, run.companyId), ne(florenceRuns.id, run.id)));
        await scoped.delete(florenceResults).where(inArray(florenceResults.runId, earlier));
      }),
    );
    await clock.time('notify', onChange);
  } catch (error) {
    if (error instanceof RunLost) return;
    await failRun(db, run.id, worker);
    await onChange();
    throw error;
  }
}
