import { z } from 'zod';

/** One answer: ['none'], ['block', value], or a list of values (spec part 2 §3). */
export const answerSchema = z.array(z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()])).max(500);
export type Answer = z.infer<typeof answerSchema>;

/** The answer sets of a company: goals, attributes, financials, each keyed by question key. */
export const userInputSchema = z.array(z.record(z.string().min(1).max(120), answerSchema)).max(3);
export type UserInput = z.infer<typeof userInputSchema>;

/** The answer to a question key, whichever set holds it. */
export function answerOf(userInput: UserInput, key: string): Answer | undefined {
  for (const set of userInput) if (key in set) return set[key];
  return undefined;
}

/** The value an answer gives, or null for ['none'] and empty answers. */
export function answerValues(answer: Answer | undefined): (string | number | boolean)[] {
  if (!answer || answer.length === 0 || answer[0] === 'none') return [];
  const values = answer[0] === 'block' ? answer.slice(1) : answer;
  return values.filter((value): value is string | number | boolean => value !== null && value !== '');
}
