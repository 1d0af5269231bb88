import type { NaicsList } from '../taxonomy/naics.js';
import type { FormAnswers } from './form-rules.js';
import type { QuestionDefinition, QuestionOption } from './question-definition.js';
import { positionOptions, specialtyOptions } from './sector-options.js';

/** The two-digit prefixes a NAICS sector covers: '62' -> ['62'], '31-33' -> ['31', '32', '33']. */
function sectorPrefixes(sector: string): string[] {
  const [from, to] = sector.split('-').map(Number);
  if (to === undefined) return [sector];
  return Array.from({ length: to - from! + 1 }, (_, index) => String(from! + index));
}

const option = (entry: NaicsList[number]): QuestionOption => ({ label: entry.value, value: entry.label, title: entry.label });

/** NAICS-Master-Dropdown: the sectors. Option value is the code, label the name, title the code (searchable). */
export const naicsMasterOptions = (naics: NaicsList) => naics.filter((entry) => entry.level === 'sector').map(option);

/** NAICS-Sub-Dropdown: every code under the chosen sector (spec: filtered by the master). */
export function naicsSubOptions(naics: NaicsList, master: string | undefined): QuestionOption[] {
  if (!master) return [];
  const prefixes = sectorPrefixes(master);
  return naics.filter((entry) => entry.level !== 'sector' && prefixes.includes(entry.label.slice(0, 2))).map(option);
}

/** The options of a question: its own list, or the NAICS codes or the sector's lists its answers so far allow. */
export function optionsOf(question: QuestionDefinition, answers: FormAnswers, naics: NaicsList): QuestionOption[] {
  if (question.option_source === 'sector-specialties') return specialtyOptions(answers);
  if (question.option_source === 'sector-positions') return positionOptions(answers);
  if (question.option_source === 'naics-master') return naicsMasterOptions(naics);
  if (question.option_source === 'naics-sub') {
    const master = answers['NAICS-Master-Dropdown']?.[0];
    return naicsSubOptions(naics, typeof master === 'string' ? master : undefined);
  }
  return question.options;
}
