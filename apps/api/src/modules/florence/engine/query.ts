import type { CompanyProfile } from './company-profile.js';
import { isEvidenceWord } from '@dealscout/domain';
import { terms, wordOf } from '../../investor-index/index.js';
import { INDUSTRY_EVIDENCE_WORDS, MAX_QUERY_WEIGHT, STRENGTHS_WEIGHT } from './weights.js';

/** How much of an answer a query word's origin keeps: the evidence quotes the company's own word from it. */
const ORIGIN_CHARS = 160;

export interface CompanyQuery {
  weights: Map<string, number>;
  /** For each term, the company's field and text it came from. */
  origin: Map<string, { field: string; text: string }>;
}

/** The company's answers that say what it does, by field, and how much each one's words count. */
export function companyAnswerTexts(profile: CompanyProfile): { field: string; texts: string[]; weight: number }[] {
  return [
    { field: 'Description', texts: [profile.description], weight: 1 },
    { field: 'Products', texts: profile.products, weight: 1 },
    { field: 'Services', texts: profile.services, weight: 1 },
    { field: 'Specialty', texts: profile.specialties, weight: 1 },
    { field: 'Company strengths', texts: profile.strengths, weight: STRENGTHS_WEIGHT },
  ];
}

/** The company's words as a weighted query; a word named in several answers counts more, up to MAX_QUERY_WEIGHT. */
export function queryOf(profile: CompanyProfile): CompanyQuery {
  const weights = new Map<string, number>();
  const origin = new Map<string, { field: string; text: string }>();
  for (const { field, texts, weight } of companyAnswerTexts(profile)) {
    for (const text of texts) {
      for (const term of new Set(terms(text))) {
        weights.set(term, Math.min(MAX_QUERY_WEIGHT, (weights.get(term) ?? 0) + weight));
        if (!origin.has(term)) origin.set(term, { field, text: text.slice(0, ORIGIN_CHARS) });
      }
    }
  }
  return { weights, origin };
}

/** The company's strongest words (by query weight, stop-list and generic words aside), as it writes them: what an industry match is evidence of. */
export function strongestWords(query: CompanyQuery, count = INDUSTRY_EVIDENCE_WORDS): string {
  return [...query.weights]
    .filter(([term]) => query.origin.has(term))
    .sort((a, b) => b[1] - a[1])
    .map(([term]) => wordOf(query.origin.get(term)!.text, term))
    .filter(isEvidenceWord)
    .slice(0, count)
    .join(', ');
}
