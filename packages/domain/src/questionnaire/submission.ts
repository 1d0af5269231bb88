import { COUNTRY_STATES } from '../taxonomy/country-states.js';
import type { NaicsList } from '../taxonomy/naics.js';
import type { Answer, UserInput } from './answers.js';
import { isRequired, isVisible, meaningful, NONE, type FormAnswers } from './form-rules.js';
import { CURRENCY_VALUE, PERCENTAGE_VALUE } from './masks.js';
import { questionnaireMessages as m, TAG_MAX, TAGS_MAX, TEXT_ANSWER_MAX } from './messages.js';
import { optionsOf } from './naics-options.js';
import type { AnswerValue, QuestionDefinition, QuestionGroup } from './question-definition.js';
import { ALL_QUESTIONS, questionOf } from './questions.js';

const BLOCK = 'block';
const isSelect = (question: QuestionDefinition) => question.type === 'single-select' || question.type === 'multi-select';

/**
 * 'None' (spec part 2 §5) is an answer only where the question is optional: a required question needs a
 * real answer, and ['none'] is also how an empty answer is stored, so a draft read back shows it empty.
 */
export const offersNone = (question: QuestionDefinition) => !!question.optional;

/** The form's answers from stored answer sets: the ['block', ...] marker dropped, ['none'] read as unanswered unless it is a choice. */
export function formAnswersOf(userInput: UserInput): FormAnswers {
  const answers: FormAnswers = {};
  for (const set of userInput) {
    for (const [key, answer] of Object.entries(set)) {
      const values = (answer[0] === BLOCK ? answer.slice(1) : answer).filter(
        (value): value is AnswerValue => typeof value === 'string' || typeof value === 'number',
      );
      const question = questionOf(key);
      const noneRead = values.length === 1 && values[0] === NONE && !(question && isSelect(question) && offersNone(question));
      answers[key] = noneRead ? [] : values;
    }
  }
  return answers;
}

/**
 * The stored shape (spec part 2 §3): goals, attributes, financials; a goal asked and answered is
 * ['block', ...values], a goal not asked or not answered ['none']; other questions keep their values,
 * or ['none'] when left empty. Answers to questions that do not exist are left out.
 */
export function toUserInput(answers: FormAnswers): UserInput {
  const sets: Record<QuestionGroup, Record<string, Answer>> = { goals: {}, attributes: {}, financials: {} };
  for (const question of ALL_QUESTIONS) {
    const values = meaningful(answers[question.key]).map((value) => (typeof value === 'string' ? value.trim() : value));
    const given = values.length > 0 && isVisible(question, answers);
    if (question.group === 'goals') sets.goals[question.key] = given ? [BLOCK, ...values] : [NONE];
    else sets[question.group][question.key] = given ? values : [NONE];
  }
  return [sets.goals, sets.attributes, sets.financials];
}

const single = (values: AnswerValue[]) => (values.length === 1 ? values[0] : undefined);

/** Why one answer does not fit its question's type, or null. */
function typeError(question: QuestionDefinition, values: AnswerValue[], answers: FormAnswers, naics: NaicsList): string | null {
  if (values.length === 1 && values[0] === NONE && offersNone(question)) return null;
  const value = single(values);
  switch (question.type) {
    case 'currency':
    case 'percentage': {
      if (value === undefined) return m.oneAnswer;
      const pattern = question.type === 'currency' ? CURRENCY_VALUE : PERCENTAGE_VALUE;
      return pattern.test(String(value)) ? null : question.type === 'currency' ? m.currency : m.percentage;
    }
    case 'other':
      if (typeof value !== 'string') return value === undefined ? m.oneAnswer : m.text;
      return value.length > TEXT_ANSWER_MAX ? m.textTooLong : null;
    case 'tags':
      return values.length <= TAGS_MAX && values.every((tag) => typeof tag === 'string' && tag.trim().length <= TAG_MAX) ? null : m.tags;
    case 'range':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10 ? null : m.range;
    case 'location': {
      const [country, state, ...rest] = values;
      const states = typeof country === 'string' ? (COUNTRY_STATES as Record<string, readonly string[]>)[country] : undefined;
      return states && typeof state === 'string' && states.includes(state) && rest.length === 0 ? null : m.location;
    }
    case 'single-select':
    case 'multi-select': {
      if (question.type === 'single-select' && value === undefined) return m.oneAnswer;
      const allowed = new Set(optionsOf(question, answers, naics).map((option) => option.value));
      const chosen = values.map(String);
      return chosen.every((choice) => allowed.has(choice)) && new Set(chosen).size === chosen.length ? null : m.option;
    }
  }
}

export type SubmissionCheck = { ok: true; userInput: UserInput } | { ok: false; key: string; label: string; message: string };

/**
 * Checks a submission against the definitions: every key is a question, every answer asked fits its
 * type and options, every required question asked is answered. Returns the stored shape, or the first
 * question at fault.
 */
export function checkSubmission(userInput: UserInput, naics: NaicsList): SubmissionCheck {
  const answers = formAnswersOf(userInput);
  const unknown = Object.keys(answers).find((key) => !questionOf(key));
  if (unknown) return { ok: false, key: unknown, label: unknown, message: m.unknownQuestion };
  for (const question of ALL_QUESTIONS) {
    if (!isVisible(question, answers)) continue;
    const values = meaningful(answers[question.key]);
    if (values.length === 0 && !isRequired(question)) continue;
    const fault = values.length === 0 ? m.required : typeError(question, values, answers, naics);
    if (fault) return { ok: false, key: question.key, label: question.label, message: fault };
  }
  return { ok: true, userInput: toUserInput(answers) };
}
