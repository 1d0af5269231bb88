import { defineQuestion } from './define-question.js';
import type { QuestionDefinition } from './question-definition.js';

export const FINANCIALS_HEADING = 'Please input the full number';
export const YEARS = ['one', 'two', 'three', 'four', 'five'] as const;
export type FinancialKind = 'revenue' | 'expenses' | 'ebitda';

/** The financials cards, in order: one per kind, then the valuation the stat tiles show. */
export const FINANCIAL_CARDS = [
  { kind: 'revenue', title: 'Revenue' },
  { kind: 'expenses', title: 'Expenses' },
  { kind: 'ebitda', title: 'EBITDA' },
] as const satisfies readonly { kind: FinancialKind; title: string }[];
export const VALUATION_CARD = 'Valuation';

// The most recent year is required; younger companies have fewer years behind them.
const yearQuestion = (kind: FinancialKind, title: string, word: (typeof YEARS)[number], index: number) =>
  defineQuestion({
    key: `${kind}_year_${word}`,
    type: 'currency',
    label: `${title} year ${index + 1}`,
    question: index === 0 ? `${title}, year 1 (the last full year)` : `${title}, year ${index + 1} (optional)`,
    optional: index > 0,
    section: title,
  });

/** The financial questions (spec part 2 §3), all currency. */
export const FINANCIAL_QUESTIONS: QuestionDefinition[] = [
  ...FINANCIAL_CARDS.flatMap(({ kind, title }) => YEARS.map((word, index) => yearQuestion(kind, title, word, index))),
  defineQuestion({
    key: 'intrinsic_input',
    type: 'currency',
    label: 'Intrinsic value',
    question: 'Intrinsic value: what the company is worth on its own',
    section: VALUATION_CARD,
  }),
  defineQuestion({
    key: 'extrinsic_input',
    type: 'currency',
    label: 'Extrinsic value',
    question: 'Extrinsic value: what it is worth to a buyer',
    section: VALUATION_CARD,
  }),
];
