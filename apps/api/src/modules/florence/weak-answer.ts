import type { AnswerStrength, BuyerFactor, UserInput, WeakAnswerSuggestion } from '@dealscout/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { florenceResults, investors, users } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { answerStrength, isBacked, WEAK_ANSWER_TOP } from './answer-strength.js';
import { companyProfileOf, type CompanyProfile } from './engine/index.js';
import type { ResultDetail } from './present-buyer.js';

/**
 * A description of fewer words is short: the test companies' run from 13 to 25 words, and a buyer is backed
 * from three matched content words (answer-strength.ts), so every word more gives the match more to find.
 */
export const SHORT_DESCRIPTION_WORDS = 40;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What would strengthen a weak list, of the run (its buyer type), the company (its answers now) and the dataset (its deals). */
async function suggestionsFor(ctx: ActorContext, listed: CompanyProfile, companyInput: UserInput): Promise<WeakAnswerSuggestion[]> {
  const suggestions: WeakAnswerSuggestion[] = [];
  if (listed.goal === 'sell' && listed.buyerType === 'strategic') suggestions.push('financial_buyers');
  const [deal] = await ctx.db.select({ id: investors.id }).from(investors).where(gt(investors.dealCount, 0)).limit(1);
  if (!deal) {
    const [user] = await ctx.db.select({ superuser: users.isSuperuser }).from(users).where(eq(users.id, ctx.actor.id));
    suggestions.push(user?.superuser ? 'import_deal_history' : 'ask_for_deal_history');
  }
  if (wordsOf(companyProfileOf(companyInput).description) < SHORT_DESCRIPTION_WORDS) suggestions.push('fuller_description');
  return suggestions;
}

/**
 * How well evidence backs a run's top buyers (its engine ranks, whatever the marks, search and filters),
 * read from the factors the run stored, and what would help when that is weak; `backs` says it of any
 * buyer of the run. Reads only.
 */
export async function answerOfRun(
  ctx: ActorContext,
  run: { id: string; userInput: UserInput },
  company: { userInput: UserInput },
): Promise<{ answer: AnswerStrength; backs: (factors: readonly BuyerFactor[]) => boolean }> {
  const top = await ctx.db
    .select({ detail: florenceResults.detail })
    .from(florenceResults)
    .where(and(eq(florenceResults.runId, run.id), lte(florenceResults.rank, WEAK_ANSWER_TOP)))
    .orderBy(asc(florenceResults.rank));
  const listed = companyProfileOf(run.userInput);
  const { backed, weak } = answerStrength(
    top.map((row) => (row.detail as ResultDetail | null)?.factors ?? []),
    listed.naics !== null,
  );
  return {
    answer: { weak, backed, top: top.length, suggestions: weak ? await suggestionsFor(ctx, listed, company.userInput) : [] },
    backs: (factors) => isBacked(factors, listed.naics !== null),
  };
}
