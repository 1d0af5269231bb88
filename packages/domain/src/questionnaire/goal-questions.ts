import { CHANGE_IMPORTANCE_LABELS, IMPORTANCE_LABELS } from '../taxonomy/profile-options.js';
import { chain, defineQuestion, plainOptions } from './define-question.js';
import type { QuestionDefinition } from './question-definition.js';

export const FIRST_QUESTION_KEY = 'question-one';

/** The answers of the first question; Acquire is the one that turns the product's labels to 'Targets'. */
export const GOALS = { sell: 'Sell', recapitalize: 'Recapitalize', acquire: 'Acquire' } as const;

export const STRATEGIC_PARTNER = 'Strategic partner';
export const CASH = 'Cash';

/** The desired functional strengths of a buyer: the spec names none, these are the usual business functions. */
export const FUNCTIONAL_STRENGTHS = [
  'Distribution',
  'Marketing',
  'Sales',
  'Operations',
  'Technology',
  'Research & Development',
  'Manufacturing',
  'Management',
  'Finance',
  'Regulatory & Compliance',
] as const;

const sell = chain([FIRST_QUESTION_KEY, GOALS.sell]);
const recapitalize = chain([FIRST_QUESTION_KEY, GOALS.recapitalize]);
const strategicPartner = [...recapitalize, ...chain(['partner_type', STRATEGIC_PARTNER])];
const range = (labels: readonly string[]) => ({ min: 1 as const, max: 10 as const, labels: [...labels] });

/** The goal questions and their branching (spec part 2 §4 'Goal question flow'). */
export const GOAL_QUESTIONS: QuestionDefinition[] = [
  defineQuestion({
    key: FIRST_QUESTION_KEY,
    type: 'single-select',
    label: 'Goal',
    question: 'What is the goal of your company?',
    options: [
      { label: 'Sell the company', value: GOALS.sell },
      { label: 'Recapitalize', value: GOALS.recapitalize },
      { label: 'Acquire a company', value: GOALS.acquire },
    ],
  }),
  defineQuestion({
    key: 'partner_type',
    type: 'single-select',
    label: 'Partner type',
    question: 'Are you looking for a strategic partner or for cash?',
    parent: recapitalize,
    options: plainOptions([STRATEGIC_PARTNER, CASH]),
  }),
  defineQuestion({
    key: 'partner_advantages',
    type: 'multi-select',
    label: 'Partner advantages',
    question: 'Which advantages should the strategic partner bring?',
    parent: strategicPartner,
    options: plainOptions(['Cash', 'Distribution', 'Marketing']),
  }),
  defineQuestion({
    key: 'opportunities_ready',
    type: 'single-select',
    label: 'Opportunities ready',
    question: 'Do you have opportunities ready if cash is provided?',
    parent: strategicPartner,
    options: plainOptions(['Yes', 'No']),
  }),
  defineQuestion({
    key: 'opportunity_cost',
    type: 'currency',
    label: 'Estimated cost',
    question: 'What is the estimated cost of these opportunities?',
    parent: [...strategicPartner, ...chain(['opportunities_ready', 'Yes'])],
  }),
  defineQuestion({
    key: 'opportunity_roi',
    type: 'percentage',
    label: 'Expected ROI',
    question: 'What return on investment do you expect from them?',
    parent: [...strategicPartner, ...chain(['opportunities_ready', 'Yes'])],
  }),
  defineQuestion({
    key: 'cash_opportunities_ready',
    type: 'single-select',
    label: 'Opportunities ready for the cash',
    question: 'Do you have opportunities ready to use the cash?',
    parent: [...recapitalize, ...chain(['partner_type', CASH])],
    options: plainOptions(['Yes', 'No']),
  }),
  defineQuestion({
    key: 'sell_scope',
    type: 'single-select',
    label: 'Sale scope',
    question: 'Do you want to sell all of the company or part of it?',
    parent: sell,
    options: plainOptions(['Sell all', 'Partial sell']),
  }),
  defineQuestion({
    key: 'price_importance',
    type: 'range',
    label: 'Price importance',
    question: 'How much do you care about the price?',
    parent: sell,
    range: range(IMPORTANCE_LABELS),
  }),
  defineQuestion({
    key: 'change_after_sale_importance',
    type: 'range',
    label: 'Change after sale',
    question: 'How much do you care about what changes in the company after the sale?',
    parent: sell,
    range: range(CHANGE_IMPORTANCE_LABELS),
  }),
  defineQuestion({
    key: 'buyer_type',
    type: 'single-select',
    label: 'Buyer type',
    question: 'Do you prefer a strategic or a financial buyer?',
    parent: sell,
    options: plainOptions(['Strategic', 'Financial']),
  }),
  defineQuestion({
    key: 'functional_strengths',
    type: 'multi-select',
    label: 'Desired functional strengths',
    question: 'Which functional strengths should the buyer have?',
    parent: sell,
    options: plainOptions(FUNCTIONAL_STRENGTHS),
  }),
];
