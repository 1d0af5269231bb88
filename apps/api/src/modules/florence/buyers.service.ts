import type { Buyer, buyersQuerySchema, BuyersReply } from '@dealscout/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { florenceRuns } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';
import { readBuyerList } from './buyer-list.js';
import { withPartialMatch } from './partial-match.js';
import { answerOfRun } from './weak-answer.js';

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
 * GET /api/company-buyers/{companyId}, and what a CRM export of buyers sends: the company's latest list
 * as readBuyerList reads it (buyer-list.ts), with `answer`, whether evidence backs the run's top buyers
 * (weak-answer.ts); in a weak list, the reasons of a buyer nothing backs say first that the match is
 * partial. A company the actor may not see is a 404. Reads only.
 */
export async function listBuyers(
  ctx: ActorContext,
  input: { companyId: string; query: z.output<typeof buyersQuerySchema> },
): Promise<BuyersReply> {
  const company = await visibleCompany(ctx, input.companyId);
  const run = await latestCompletedRun(ctx, company.id);
  if (!run) return { data: [], total: 0, generated_at: null, answer: null, hidden: 0 };
  const [{ answer, backs }, list] = await Promise.all([answerOfRun(ctx, run, company), readBuyerList(ctx, run, company.id, input.query)]);
  const shown = (buyer: Buyer) => (answer.weak && !backs(buyer.factors) ? withPartialMatch(buyer) : buyer);
  return { ...list, answer, data: list.data.map(shown) };
}
