import { CRM_EXPORT_LIMIT, type Buyer, type buyersQuerySchema, type BuyersReply } from '@dealscout/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { florenceResults, florenceRuns, investors } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';
import { containing, presentInvestor } from '../investors/index.js';
import { withReasons } from './lazy-reasons.js';
import { marksOf } from './marks.service.js';
import { presentBuyer } from './present-buyer.js';
import { withPartialMatch } from './partial-match.js';
import { rerankedBuyers } from './reranked-buyers.js';
import { answerOfRun } from './weak-answer.js';

const { searchVector: _vector, searchHead: _head, ...investorColumns } = getTableColumns(investors);

/** The company's latest completed run, if any. */
export async function latestCompletedRun(ctx: ActorContext, companyId: string) {
  const [run] = await ctx.db
    .select({ id: florenceRuns.id, finishedAt: florenceRuns.finishedAt, userInput: florenceRuns.userInput })
    .from(florenceRuns)
    .where(and(eq(florenceRuns.companyId, companyId), eq(florenceRuns.status, 'completed')))
    .orderBy(desc(florenceRuns.calledAt))
    .limit(1);
  return run ?? null;
}

/**
 * GET /api/company-buyers/{companyId}: a page of the company's latest list, in rank order, searched by
 * name or website and filtered by state and type; `total` counts the matching rows. `crm_export=true`:
 * the buyers a CRM export sends, the first 200 of the same search and filters, whatever page was asked.
 * Once the company has marks, the list is the run's re-ranked by them (reranked-buyers.ts). `answer` says
 * whether evidence backs the run's top buyers (weak-answer.ts); in a weak list, the reasons of a buyer
 * nothing backs say first that the match is partial.
 */
export async function listBuyers(
  ctx: ActorContext,
  input: { companyId: string; query: z.output<typeof buyersQuerySchema> },
): Promise<BuyersReply> {
  const company = await visibleCompany(ctx, input.companyId);
  const run = await latestCompletedRun(ctx, company.id);
  if (!run) return { data: [], total: 0, generated_at: null, answer: null, hidden: 0 };
  const [{ answer, backs }, page] = await Promise.all([answerOfRun(ctx, run, company), buyersPage(ctx, run, company.id, input.query)]);
  const shown = (buyer: Buyer) => (answer.weak && !backs(buyer.factors) ? withPartialMatch(buyer) : buyer);
  return { ...page, answer, data: page.data.map(shown) };
}

/** A page of the run's list (re-ranked once the company has marks), searched and filtered. */
async function buyersPage(
  ctx: ActorContext,
  run: NonNullable<Awaited<ReturnType<typeof latestCompletedRun>>>,
  companyId: string,
  query: z.output<typeof buyersQuerySchema>,
): Promise<Omit<BuyersReply, 'answer'>> {
  const filters: SQL[] = [];
  if (query.search)
    filters.push(or(ilike(investors.companyName, containing(query.search)), ilike(investors.url, containing(query.search)))!);
  if (query.state.length) filters.push(inArray(investors.usStateFull, query.state));
  if (query.type.length) filters.push(inArray(investors.type, query.type));
  const marks = await marksOf(ctx.db, companyId);
  if (marks.size > 0) return rerankedBuyers(ctx, run, marks, query, filters);
  if (query.hidden === 'true') return { data: [], total: 0, generated_at: run.finishedAt?.toISOString() ?? null, hidden: 0 };
  const where = and(eq(florenceResults.runId, run.id), ...filters);
  const crmExport = query.crm_export === 'true';
  const total = (counting: Promise<{ total: number }[]>) => counting.then(([row]) => row?.total ?? 0);
  const whole = total(ctx.db.select({ total: count() }).from(florenceResults).where(eq(florenceResults.runId, run.id)));
  // Unfiltered, every row matches: an investor's deletion deletes its results (migration 0013), so no join is needed.
  const matching = filters.length
    ? total(
        ctx.db
          .select({ total: count() })
          .from(florenceResults)
          .innerJoin(investors, eq(investors.id, florenceResults.investorId))
          .where(where),
      )
    : whole;
  const [rows, counted, listed] = await Promise.all([
    ctx.db
      .select({ investor: investorColumns, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
      .from(florenceResults)
      .innerJoin(investors, eq(investors.id, florenceResults.investorId))
      .where(where)
      .orderBy(asc(florenceResults.rank))
      .limit(crmExport ? CRM_EXPORT_LIMIT : query.limit)
      .offset(crmExport ? 0 : query.offset)
      .then((page) => withReasons(ctx.db, run, page)),
    matching,
    whole,
  ]);
  return {
    data: rows.map((row) => presentBuyer(presentInvestor(row.investor), row, listed)),
    total: counted,
    generated_at: run.finishedAt?.toISOString() ?? null,
    hidden: 0,
  };
}
