import { COUNTRY_STATES } from '../taxonomy/country-states.js';
import { questionnaireMessages } from './messages.js';
import type { AnswerValue, QuestionDefinition } from './question-definition.js';
import { questionText } from './questions.js';

/** The answers of the form, key to values, without the stored ['block', ...] marker. */
export type FormAnswers = Record<string, AnswerValue[]>;

export const NONE = 'none';
export const REQUIRED_MESSAGE = 'This field is required';

/** Asked only when every link of its parent chain holds (spec part 2 §4 'Goal question flow'). */
export function isVisible(question: Pick<QuestionDefinition, 'parent'>, answers: FormAnswers): boolean {
  return question.parent.every((link) => (answers[link.key] ?? []).some((value) => value === link.value));
}

/** The questions of a step the user is asked, given the answers so far. */
export const visibleQuestions = <Q extends Pick<QuestionDefinition, 'parent'>>(questions: readonly Q[], answers: FormAnswers) =>
  questions.filter((question) => isVisible(question, answers));

/** Whether the question must be answered: not flagged optional and its text does not say "optional" (spec part 2 §5). */
export const isRequired = (question: Pick<QuestionDefinition, 'optional' | 'question'>) =>
  !question.optional && !/optional/i.test(questionText(question));

/** Values that say something: numbers, and text that is not blank. */
export const meaningful = (values: readonly AnswerValue[] | undefined): AnswerValue[] =>
  (values ?? []).filter((value) => typeof value === 'number' || value.trim() !== '');

/** A location answers with a country and one of its states; an empty or unknown choice does not count. */
function locationGiven(values: readonly AnswerValue[]): boolean {
  const [country, state] = values;
  const states = typeof country === 'string' ? (COUNTRY_STATES as Record<string, readonly string[]>)[country] : undefined;
  return states !== undefined && typeof state === 'string' && states.includes(state);
}

/** Whether the question has an answer: a number, or a list holding something (spec part 2 §5). */
export function hasAnswer(question: Pick<QuestionDefinition, 'type'>, values: readonly AnswerValue[] | undefined): boolean {
  if (question.type === 'location') return locationGiven(values ?? []);
  return meaningful(values).length > 0;
}

/** The §5 rule: an optional question is always satisfied, a required one once answered. */
export const isSatisfied = (
  question: Pick<QuestionDefinition, 'type' | 'optional' | 'question'>,
  values: readonly AnswerValue[] | undefined,
) => !isRequired(question) || hasAnswer(question, values);

/**
 * The field's error, or null: "This field is required" for an unanswered required question; a location
 * names the part still empty (the country and the state, or the state).
 */
export function requiredError(
  question: Pick<QuestionDefinition, 'type' | 'optional' | 'question'>,
  values: readonly AnswerValue[] | undefined,
) {
  if (isSatisfied(question, values)) return null;
  if (question.type !== 'location') return REQUIRED_MESSAGE;
  const country = values?.[0];
  return typeof country === 'string' && country in COUNTRY_STATES
    ? questionnaireMessages.stateMissing
    : questionnaireMessages.countryAndStateMissing;
}

/** Next is enabled when every question asked in the step is satisfied. */
export const stepComplete = (questions: readonly QuestionDefinition[], answers: FormAnswers) =>
  visibleQuestions(questions, answers).every((question) => isSatisfied(question, answers[question.key]));
