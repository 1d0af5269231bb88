import { answerOf, answerValues, type UserInput } from './answers.js';
import { type FinancialKind, YEARS } from './financial-questions.js';
import { QUESTION_LABELS } from './questions.js';

/**
 * Labels of the answer keys the company pages read (spec part 1 §3, part 2 §3): the question
 * definitions' own labels; the first question reads 'Goal' there too.
 */
export const ANSWER_LABELS: Readonly<Record<string, string>> = QUESTION_LABELS;

/** The attributes shown on the company detail page, in order. */
export const ATTRIBUTE_KEYS = [
  'NAICS-Master-Dropdown',
  'NAICS-Sub-Dropdown',
  'narrow_specialty_input',
  'descriptor_input',
  'supply_chain_dropdown',
  'area_of_operations_dropdown',
  'product_input',
  'service_input',
  'workplace_culture_dropdown',
] as const;

/** A readable label for any key: the catalogue's, else the key in words. */
export function answerLabel(key: string): string {
  return (
    ANSWER_LABELS[key] ??
    key
      .replace(/[-_]+/g, ' ')
      .replace(/\b(input|dropdown)\b/gi, '')
      .trim()
      .replace(/^\w/, (c) => c.toUpperCase())
  );
}

export interface FinancialRow {
  year: number;
  revenue: string | number | null;
  expenses: string | number | null;
  ebitda: string | number | null;
}

/** Revenue, expenses and EBITDA by year, from the keys `{kind}_year_{one..five}`; years with no figure are left out. */
export function financialRows(userInput: UserInput): FinancialRow[] {
  return YEARS.map((word, index) => {
    const value = (kind: FinancialKind) => {
      const found = answerValues(answerOf(userInput, `${kind}_year_${word}`))[0];
      return typeof found === 'string' || typeof found === 'number' ? found : null;
    };
    return { year: index + 1, revenue: value('revenue'), expenses: value('expenses'), ebitda: value('ebitda') };
  }).filter((row) => row.revenue !== null || row.expenses !== null || row.ebitda !== null);
}

/** The first value of a key as text, or null. */
export function answerText(userInput: UserInput, key: string): string | null {
  const values = answerValues(answerOf(userInput, key));
  return values.length ? values.join(', ') : null;
}
