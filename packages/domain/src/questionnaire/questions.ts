import { ATTRIBUTE_QUESTIONS } from './attribute-questions.js';
import { FINANCIAL_QUESTIONS } from './financial-questions.js';
import { GOAL_QUESTIONS } from './goal-questions.js';
import type { QuestionDefinition, QuestionGroup, QuestionSet } from './question-definition.js';

/** The whole questionnaire, one typed list per step: what GET /api/question serves and submissions are checked against. */
export const QUESTIONS: QuestionSet = { goals: GOAL_QUESTIONS, attributes: ATTRIBUTE_QUESTIONS, financials: FINANCIAL_QUESTIONS };

/** Every question with the group (and so the answer set) it belongs to. */
export const ALL_QUESTIONS: readonly (QuestionDefinition & { group: QuestionGroup })[] = (
  Object.entries(QUESTIONS) as [QuestionGroup, QuestionDefinition[]][]
).flatMap(([group, questions]) => questions.map((question) => ({ ...question, group })));

const BY_KEY = new Map(ALL_QUESTIONS.map((question) => [question.key, question]));

/** The definition of a question key, or undefined. */
export const questionOf = (key: string) => BY_KEY.get(key);

/** Short labels of every question, by key. */
export const QUESTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(ALL_QUESTIONS.map((q) => [q.key, q.label]));

/** The question text as one string (a list of paragraphs is joined). */
export const questionText = (question: Pick<QuestionDefinition, 'question'>) =>
  Array.isArray(question.question) ? question.question.join(' ') : question.question;
