import { stepComplete, type FormAnswers, type QuestionDefinition } from '@dealscout/domain';

export const STEPS = [
  { key: 'goals', title: 'Goals' },
  { key: 'attributes', title: 'Attributes' },
  { key: 'financials', title: 'Financials' },
] as const;


/** The address's `?step=` as an index, or null when it names no step. */
export const stepIndexOf = (key: string | null) => {
  const index = STEPS.findIndex((step) => step.key === key);
  return index === -1 ? null : index;
};

/**
 * The step the wizard opens at: the one the address names (a reload) when every step before it is
 * complete; else, for a draft, the step it reached (the first not complete, or the last); else the first.
 */
export function openingStep(
  steps: readonly (readonly QuestionDefinition[])[],
  answers: FormAnswers,
  { requested, hasDraft }: { requested: number | null; hasDraft: boolean },
): number {
  const complete = steps.map((questions) => stepComplete(questions, answers));
  const reached = complete.indexOf(false) === -1 ? steps.length - 1 : complete.indexOf(false);
  if (requested !== null && requested <= reached) return requested;
  return hasDraft ? reached : 0;
}
