import type { ParentCondition, QuestionDefinition, QuestionOption } from './question-definition.js';

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]): QuestionOption[] => values.map((value) => ({ label: value, value }));

/** A definition with the defaults filled in: no parent, no options, required, empty starting answer. */
export function defineQuestion(
  definition: Pick<QuestionDefinition, 'key' | 'type' | 'label' | 'question'> & Partial<QuestionDefinition>,
): QuestionDefinition {
  return { value: [], parent: [], options: [], optional: false, ...definition };
}

/** A parent chain: each [key, value] pair must hold, the first question first. */
export const chain = (...links: [string, string][]): ParentCondition[] => links.map(([key, value]) => ({ key, value }));
