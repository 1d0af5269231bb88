import { CRM_EXPORT_LIMIT, type BuyerMark, type buyersQuerySchema, type BuyersReply, type UserInput } from '@dealscout/domain';
import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { florenceResults, investors } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { presentInvestor } from '../investors/index.js';
import { historyFor } from '../investor-index/index.js';
import { rerankWithMarks, whyMoved } from './engine/index.js';
import { withReasons } from './lazy-reasons.js';
import { presentBuyer } from './present-buyer.js';
import { rerankIndex } from './preselect/rerank-index.js';

const { searchVector: _vector, searchHead: _head, ...investorColumns } = getTableColumns(investors);

interface Placed {
  id: string;
  rank: number;
  score: number;
  /** Its place before the marks (listed buyers only), for why it moved. */
  before?: number;
}

/** The buyers of the run that match the search and filters, when there are any (null: every buyer). */
async function matchingIds(ctx: ActorContext, runId: string, filters: SQL[]): Promise<Set<string> | null> {
  if (filters.length === 0) return null;
  const rows = await ctx.db
    .select({ id: florenceResults.investorId })
    .from(florenceResults)
    .innerJoin(investors, eq(investors.id, florenceResults.investorId))
    .where(and(eq(florenceResults.runId, runId), ...filters));
  return new Set(rows.map((row) => row.id));
}

/**
 * GET /api/company-buyers/{companyId} once the company has marks: the run's list re-ranked by them at
 * read time (engine/feedback-rerank.ts over the cached index, or above the threshold the index of the list's
 * and the marked candidates alone: preselect/rerank-index.ts; no job, no rewrite of the list), the
 * buyers marked Not a fit left out (or alone, with `hidden=true`, at their engine ranks), each buyer
 * with its mark and why the marks moved it. Ranks are the places of the re-ranked list.
 */
export async function rerankedBuyers(
  ctx: ActorContext,
  run: { id: string; finishedAt: Date | null; userInput: UserInput },
  marks: Map<string, BuyerMark>,
  query: z.output<typeof buyersQuerySchema>,
  filters: SQL[],
): Promise<Omit<BuyersReply, 'answer'>> {
  const [list, matching] = await Promise.all([
    ctx.db
      .select({ id: florenceResults.investorId, rank: florenceResults.rank, score: florenceResults.score })
      .from(florenceResults)
      .where(eq(florenceResults.runId, run.id))
      .orderBy(asc(florenceResults.rank)),
    matchingIds(ctx, run.id, filters),
  ]);
  const index = await rerankIndex(ctx.db, [...list.map((row) => row.id), ...marks.keys()]);
  const { listed, hidden } = rerankWithMarks(list, marks, index, undefined, await historyFor(ctx.db, index));
  const engineRank = new Map(list.map((row) => [row.id, row.rank]));
  const shown: Placed[] =
    query.hidden === 'true'
      ? hidden.map((entry) => ({ ...entry, rank: engineRank.get(entry.id)! }))
      : listed.map((entry, at) => ({ ...entry, rank: at + 1 }));
  const matches = (entry: { id: string }) => !matching || matching.has(entry.id);
  const found = shown.filter(matches);
  const page = query.crm_export === 'true' ? found.slice(0, CRM_EXPORT_LIMIT) : found.slice(query.offset, query.offset + query.limit);
  const details = page.length
    ? await ctx.db
        .select({ investor: investorColumns, rank: florenceResults.rank, detail: florenceResults.detail })
        .from(florenceResults)
        .innerJoin(investors, eq(investors.id, florenceResults.investorId))
        .where(
          and(
            eq(florenceResults.runId, run.id),
            inArray(
              florenceResults.investorId,
              page.map((entry) => entry.id),
            ),
          ),
        )
    : [];
  const byId = new Map((await withReasons(ctx.db, run, details)).map((row) => [row.investor.id, row]));
  const data = page.flatMap((entry) => {
    const row = byId.get(entry.id);
    if (!row) return [];
    const moved = entry.before === undefined ? null : whyMoved({ ...entry, before: entry.before }, entry.rank, marks, index);
    return [
      presentBuyer(presentInvestor(row.investor), { ...entry, detail: row.detail }, listed.length, {
        mark: marks.get(entry.id) ?? null,
        moved,
      }),
    ];
  });
  return {
    data,
    total: found.length,
    generated_at: run.finishedAt?.toISOString() ?? null,
    hidden: hidden.filter(matches).length,
  };
}
