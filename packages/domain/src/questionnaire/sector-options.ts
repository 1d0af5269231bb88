import { sectorPositions, sectorSpecialties } from '../taxonomy/sector-profile-options.js';
import { PRIMARY_SECTOR_KEY } from './attribute-questions.js';
import { NONE, type FormAnswers } from './form-rules.js';
import type { AnswerValue, QuestionOption } from './question-definition.js';

/** The primary sector answered so far, if any. */
const chosenSector = (answers: FormAnswers) => {
  const sector = answers[PRIMARY_SECTOR_KEY]?.[0];
  return typeof sector === 'string' ? sector : null;
};

/** speciality_input: the chosen sector's specialties, each under its sub-industry (`group`). */
export const specialtyOptions = (answers: FormAnswers): QuestionOption[] =>
  sectorSpecialties(chosenSector(answers)).flatMap(({ name, items }) =>
    items.map((item) => ({ label: item, value: item, ...(name ? { group: name } : {}) })),
  );

/** supply_chain_dropdown: the chosen sector's positions. */
export const positionOptions = (answers: FormAnswers): QuestionOption[] =>
  sectorPositions(chosenSector(answers)).map(({ name }) => ({ label: name, value: name }));

const SECTOR_LISTS: [key: string, options: (answers: FormAnswers) => QuestionOption[]][] = [
  ['speciality_input', specialtyOptions],
  ['supply_chain_dropdown', positionOptions],
];

/**
 * The answers once `key` is answered `values`: a new primary sector clears a specialty or a position
 * its lists do not offer (a dermatology practice that becomes a software company chooses again).
 */
export function withAnswer(answers: FormAnswers, key: string, values: AnswerValue[]): FormAnswers {
  const next = { ...answers, [key]: values };
  if (key !== PRIMARY_SECTOR_KEY) return next;
  for (const [dependent, options] of SECTOR_LISTS) {
    const offered = new Set(options(next).map((option) => option.value));
    if ((next[dependent] ?? []).some((value) => value !== NONE && !offered.has(String(value)))) next[dependent] = [];
  }
  return next;
}
