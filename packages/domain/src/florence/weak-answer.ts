import { z } from 'zod';

/**
 * What may strengthen a weak list: ask for financial buyers (a strategic sale's list only), import a deal
 * history (a superuser) or ask the administrator for one (anyone else), when the dataset holds no deals,
 * and describe the company more fully, when its description is short.
 */
export const WEAK_ANSWER_SUGGESTIONS = ['financial_buyers', 'import_deal_history', 'ask_for_deal_history', 'fuller_description'] as const;
export type WeakAnswerSuggestion = (typeof WEAK_ANSWER_SUGGESTIONS)[number];

/** How well the evidence backs the top of a list (GET /api/company-buyers/{companyId} `answer`). */
export const answerStrengthSchema = z.object({
  /** True when too few of the top buyers are backed: the list says so above the buyers. */
  weak: z.boolean(),
  /** The top buyers whose place rests on evidence: deals like the company's, or its words and its industry. */
  backed: z.number().int(),
  /** How many top buyers were weighed (10, fewer in a shorter list). */
  top: z.number().int(),
  /** What would help, when weak (empty otherwise). */
  suggestions: z.array(z.enum(WEAK_ANSWER_SUGGESTIONS)),
});
export type AnswerStrength = z.infer<typeof answerStrengthSchema>;

/** The notice's wording: what is weak in one sentence, and each suggestion as an action. */
export const weakAnswerMessages = {
  title: (backed: number, top: number, counterparts: string) =>
    `This list is a weak match: ${backed === 0 ? 'none' : `only ${backed}`} of the top ${top} ${counterparts} ${backed === 1 ? 'shares' : 'share'} your company's business and industry or ${backed === 1 ? 'has' : 'have'} done deals like yours.`,
  intro: 'What would help:',
  /** Leads the reasons of a buyer no evidence backs, in a weak list. */
  partialMatch: 'A partial match only: little evidence backs it.',
  financial_buyers: {
    text: 'Ask for financial buyers (private equity, venture capital) instead of strategic ones.',
    action: 'Change buyer type',
  },
  import_deal_history: { text: 'Import a deal history, so buyers are ranked by the deals they have done.', action: 'Import deals' },
  ask_for_deal_history: { text: 'Ask your administrator to import a deal history, so buyers are ranked by the deals they have done.' },
  fuller_description: {
    text: 'Describe the company more fully: what it makes or does, for whom, and where.',
    action: 'Edit the description',
  },
} as const;
