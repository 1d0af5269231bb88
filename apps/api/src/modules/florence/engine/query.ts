import type { CompanyProfile } from './company-profile.js';
import { terms } from './text.js';

export interface CompanyQuery {
  weights: Map<string, number>;
  /** For each term, the company's field and text it came from. */
  origin: Map<string, { field: string; text: string }>;
}

/** The company's words as a weighted query; a word named in several answers counts more, up to 3. */
export function queryOf(profile: CompanyProfile): CompanyQuery {
  const weights = new Map<string, number>();
  const origin = new Map<string, { field: string; text: string }>();
  const add = (field: string, texts: string[], weight: number) => {
    for (const text of texts) {
      for (const term of new Set(terms(text))) {
        weights.set(term, Math.min(3, (weights.get(term) ?? 0) + weight));
        if (!origin.has(term)) origin.set(term, { field, text: text.slice(0, 160) });
      }
    }
  };
  add('Description', [profile.description], 1);
  add('Products', profile.products, 1);
  add('Services', profile.services, 1);
  add('Specialty', profile.specialties, 1);
  add('Company strengths', profile.strengths, 0.5);
  return { weights, origin };
}
