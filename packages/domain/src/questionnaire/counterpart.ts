import { answerOf, answerValues, type UserInput } from './answers.js';
import { FIRST_QUESTION_KEY, GOALS } from './goal-questions.js';

export type Counterparts = 'Targets' | 'Buyers' | 'Investors';

/** What the product calls the companies Florence finds, after the first answer: Acquire -> Targets, Sell -> Buyers, else Investors. */
export function counterpartsOf(userInput: UserInput): Counterparts {
  const goal = answerValues(answerOf(userInput, FIRST_QUESTION_KEY))[0];
  if (goal === GOALS.acquire) return 'Targets';
  if (goal === GOALS.sell) return 'Buyers';
  return 'Investors';
}
