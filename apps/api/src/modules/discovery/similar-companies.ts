import type { Investor } from '@dealscout/domain';
import { bm25, type CandidateIndex, type IndexedCandidate, naicsProximity } from '../investor-index/index.js';
import { naicsWithTitle } from '../taxonomy/index.js';
import { ownWords } from './profile-words.js';
import { closenessTo, searchIndexOf, type SearchIndex } from './search-index.js';

/**
 * What makes two companies alike, and how much each counts: what their whole profiles mean (word
 * vectors) and the words they share (BM25F of the company's own most telling words: its business
 * lines), in Florence's balance; the same industry (NAICS, closer by more shared digits); and, a
 * little, the same size and the same place. A peer does the same thing; size and place break ties.
 */
export const SIMILARITY_WEIGHTS = { meaning: 0.5, text: 0.45, industry: 0.3, size: 0.3, geography: 0.05 };

/** How many of the company's words (by weight times IDF) make its query. */
export const QUERY_TERMS = 30;
export const SIMILAR_COUNT = 10;

export interface SimilarReason {
  kind: 'industry' | 'business_lines' | 'size' | 'geography';
  text: string;
}

export interface SimilarCompany {
  investor: Investor;
  /** 0..100 */
  score: number;
  reasons: SimilarReason[];
}

/** The company's most telling terms: weighted frequency times IDF, the strongest QUERY_TERMS, weighed relative to the first. */
export function profileQuery(index: CandidateIndex, source: IndexedCandidate): Map<string, number> {
  const telling = [...source.weights]
    .map(([term, frequency]): [string, number] => [term, frequency * (index.idf.get(term) ?? 0)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, QUERY_TERMS);
  const strongest = telling[0]?.[1] ?? 1;
  return new Map(telling.map(([term, value]) => [term, value / strongest]));
}

/** 1 for the same bucket (places in CAP_ORDER), less by each bucket apart; 0 when either is unknown. */
function sizeCloseness(x: number, y: number): number {
  if (x < 0 || y < 0) return 0;
  return Math.max(0, 1 - Math.abs(x - y) / 2);
}

/** 1 in the same state, 0.6 in the same country (rows of the search index). */
function geographyCloseness({ states, countries }: SearchIndex, a: number, b: number): number {
  if (states[a]! >= 0 && states[a] === states[b]) return 1;
  if (countries[a]! >= 0 && countries[a] === countries[b]) return 0.6;
  return 0;
}

/** The company's telling words the other profile also holds, as the other writes them: at most four. */
function wordsInCommon(source: IndexedCandidate, other: IndexedCandidate, query: Map<string, number>): string[] {
  const shared = [...query.keys()].filter((term) => other.weights.has(term) && source.weights.has(term));
  return ownWords(other.investor, shared, 4);
}

/** The United States says little: most of the dataset is there. */
const HOME_COUNTRY = 'United States';

function reasonsFor(source: IndexedCandidate, other: IndexedCandidate, query: Map<string, number>): SimilarReason[] {
  const [a, b] = [source.investor, other.investor];
  const reasons: SimilarReason[] = [];
  const industry = a.naics_six_digit_industry ? naicsProximity(a.naics_six_digit_industry, b.naics_six_digit_industry) : { digits: 0 };
  if (industry.digits >= 4)
    reasons.push({ kind: 'industry', text: `Same industry (NAICS ${naicsWithTitle(b.naics_six_digit_industry!)})` });
  else if (b.narrow_specialty && a.narrow_specialty === b.narrow_specialty)
    reasons.push({ kind: 'industry', text: `Same industry: ${b.narrow_specialty}` });
  else if (industry.digits >= 2)
    reasons.push({ kind: 'industry', text: `Related industry (NAICS ${naicsWithTitle(b.naics_six_digit_industry!)})` });
  const words = wordsInCommon(source, other, query);
  if (words.length) reasons.push({ kind: 'business_lines', text: `Business lines: ${words.join(', ')}` });
  if (a.market_cap && a.market_cap === b.market_cap) reasons.push({ kind: 'size', text: `Same size: ${b.market_cap}` });
  if (a.us_state_full && a.us_state_full === b.us_state_full) reasons.push({ kind: 'geography', text: `Also in ${b.us_state_full}` });
  else if (a.country && a.country === b.country && a.country !== HOME_COUNTRY)
    reasons.push({ kind: 'geography', text: `Also in ${b.country}` });
  return reasons;
}

/** NAICS digits two codes share from the start (the engine's proximity steps: 6, 5, 4, 3, 2). */
function naicsValue(a: string, b: string | null): number {
  if (!b) return 0;
  let digits = 0;
  while (digits < a.length && digits < b.length && digits < 6 && a.charCodeAt(digits) === b.charCodeAt(digits)) digits++;
  return NAICS_VALUES[digits]!;
}
const NAICS_VALUES = [0, 0, 0.3, 0.5, 0.7, 0.85, 1];

const kindMasks = new WeakMap<CandidateIndex, { corporations: Uint8Array; firms: Uint8Array }>();

/** Corporations and investment firms, as masks over the index's rows (built once per index). */
function kindMask(index: CandidateIndex, investor: Investor): Uint8Array {
  let masks = kindMasks.get(index);
  if (!masks) {
    const corporation = (candidate: IndexedCandidate) => candidate.investor.type === 'corporation';
    masks = {
      corporations: Uint8Array.from(index.candidates, (candidate) => (corporation(candidate) ? 1 : 0)),
      firms: Uint8Array.from(index.candidates, (candidate) => (corporation(candidate) ? 0 : 1)),
    };
    kindMasks.set(index, masks);
  }
  return investor.type === 'corporation' ? masks.corporations : masks.firms;
}

/** The `count` best of `scores` among kept rows, best first (ties by row): a pass, not a sort of every row. */
function topRows(scores: Float64Array, keep: Uint8Array, count: number): number[] {
  const top: number[] = [];
  for (let at = 0; at < keep.length; at++) {
    if (!keep[at]) continue;
    const score = scores[at]!;
    if (top.length === count && score <= scores[top[count - 1]!]!) continue;
    let place = top.length;
    while (place > 0 && scores[top[place - 1]!]! < score) place--;
    top.splice(place, 0, at);
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * The `count` companies most like the one at `row` of the index, best first, each with why: the
 * company's profile meaning and its telling words against every other profile of its kind (a
 * corporation's peers are corporations, a firm's are firms), its industry, size and place
 * (SIMILARITY_WEIGHTS). Pure: the same index gives the same list.
 */
export function similarCompanies(index: CandidateIndex, row: number, count = SIMILAR_COUNT): SimilarCompany[] {
  const search = searchIndexOf(index);
  const source = index.candidates[row]!;
  const keep = kindMask(index, source.investor).slice();
  keep[row] = 0;
  const query = profileQuery(index, source);
  const text = bm25(index, query, keep);
  let top = 1e-9;
  for (const at of text.touched) if (text.scores[at]! > top) top = text.scores[at]!;
  const closeness = source.meaning ? closenessTo(search, source.meaning, keep) : null;
  let closest = 1e-9;
  for (const value of closeness ?? []) if (value > closest) closest = value;
  const w = SIMILARITY_WEIGHTS;
  const total = w.text + w.industry + w.size + w.geography + (closeness ? w.meaning : 0);
  const naics = source.investor.naics_six_digit_industry;
  const scores = new Float64Array(keep.length);
  for (let at = 0; at < keep.length; at++) {
    if (!keep[at]) continue;
    scores[at] =
      (w.text * Math.sqrt(text.scores[at]! / top) +
        (closeness ? w.meaning * (closeness[at]! / closest) : 0) +
        (naics ? w.industry * naicsValue(naics, index.candidates[at]!.investor.naics_six_digit_industry) : 0) +
        w.size * sizeCloseness(search.caps[row]!, search.caps[at]!) +
        w.geography * geographyCloseness(search, row, at)) /
      total;
  }
  return topRows(scores, keep, count).map((at) => {
    const other = index.candidates[at]!;
    return { investor: other.investor, score: Math.round(100 * scores[at]!), reasons: reasonsFor(source, other, query) };
  });
}

const rowsById = new WeakMap<CandidateIndex, Map<string, number>>();

/** The row of an investor in the index, or undefined. */
export function rowOf(index: CandidateIndex, id: string): number | undefined {
  let rows = rowsById.get(index);
  if (!rows) rowsById.set(index, (rows = new Map(index.candidates.map((candidate, at) => [candidate.investor.id, at]))));
  return rows.get(id);
}
