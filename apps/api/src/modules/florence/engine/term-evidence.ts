import { isEvidenceWord } from '@dealscout/domain';
import { fieldTexts, wordOf, wordsOfText, type Field, type IndexedCandidate } from '../../investor-index/index.js';
import type { CompanyQuery } from './query.js';
import type { Evidence } from './types.js';
import { MAX_TEXT_EVIDENCE } from './weights.js';

const FIELD_LABELS: Record<string, string> = { name: 'Name', keywords: 'Keywords', specialty: 'Specialty', description: 'Description' };

/** The company's own word for each of its query's stems, read once per query (every candidate's evidence asks). */
const companyWordsOf = new WeakMap<CompanyQuery, Map<string, string>>();

function companyWord(query: CompanyQuery, term: string): { field: string; word: string } {
  let words = companyWordsOf.get(query);
  if (!words) companyWordsOf.set(query, (words = new Map()));
  const origin = query.origin.get(term)!;
  let word = words.get(term);
  if (word === undefined) words.set(term, (word = wordOf(origin.text, term)));
  return { field: origin.field, word };
}

/**
 * The company's words the candidate's profile holds, and where on each side (the MAX_TEXT_EVIDENCE strongest): each
 * side's own word, never the company's whole answer read back to it, and never a stop-list or generic
 * business word (NOT_EVIDENCE: "general" says nothing about what a company does, so it is no reason). The candidate's fields
 * are read once, and only until enough are found.
 */
export function evidenceOfTerms(matched: string[], query: CompanyQuery, candidate: IndexedCandidate): Evidence[] {
  const strongest = matched
    .filter((term) => query.origin.has(term))
    .sort((a, b) => (query.weights.get(b) ?? 0) - (query.weights.get(a) ?? 0));
  const texts = fieldTexts(candidate.investor);
  const readers = new Map<Field, (stem: string) => string>();
  const candidateWord = (field: Field, term: string) => {
    let reader = readers.get(field);
    if (!reader) readers.set(field, (reader = wordsOfText(texts[field])));
    return reader(term);
  };
  const evidence: Evidence[] = [];
  for (const term of strongest) {
    if (evidence.length === MAX_TEXT_EVIDENCE) break;
    const company = companyWord(query, term);
    const field = candidate.fields.get(term) ?? 'description';
    const item = {
      company_field: company.field,
      company_value: company.word,
      candidate_field: FIELD_LABELS[field] ?? field,
      candidate_value: candidateWord(field, term),
    };
    if (isEvidenceWord(item.company_value) && isEvidenceWord(item.candidate_value)) evidence.push(item);
  }
  return evidence;
}
