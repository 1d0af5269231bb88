import type { Investor } from '@dealscout/domain';
import { terms } from './text.js';
import { meaningOfRows, stemRows, type WordVectors } from './word-vectors.js';

/**
 * How much a word counts by where it stands in a candidate's profile (BM25F field weights): the
 * keywords and specialties say what the candidate is; the long description also says much else. Grid
 * searches over them moved R@50 by at most 0.02 or lowered it (docs/florence.md).
 */
export const FIELD_WEIGHTS = { name: 3, keywords: 2.5, specialty: 2, description: 1 };
export type Field = keyof typeof FIELD_WEIGHTS;

/** BM25 saturation, and a milder length normalisation than the usual 0.75: long summaries of large companies are not padding (a grid over b moved R@50 by at most 0.02 or lowered it). */
export const BM25 = { k1: 1.2, b: 0.4 };

/**
 * Pseudo-relevance feedback: how many top matches feed back, how many words they add, and at what weight
 * against the query's own; grid searches over its depth moved R@50 by at most 0.02 or lowered it (docs/florence.md).
 */
export const RM3 = { documents: 20, words: 40, weight: 0.6 };

export interface IndexedCandidate {
  investor: Investor;
  /** Weighted term frequencies of the whole profile. */
  weights: Map<string, number>;
  /** Where each term came from, for the evidence. */
  fields: Map<string, Field>;
  length: number;
  /** What the profile means, as one unit vector of its words (null without word vectors, or no known word). */
  meaning: Float32Array | null;
}

/**
 * The dataset's own text statistics, computed once per dataset (not per request): each candidate's
 * weighted terms, and each term's inverse document frequency.
 */
export interface CandidateIndex {
  candidates: IndexedCandidate[];
  idf: Map<string, number>;
  averageLength: number;
  /** The word vectors the meanings were read with; a company's words are read with the same. */
  vectors: WordVectors | null;
  /** The IDF of a word the dataset never uses. */
  unseenIdf: number;
}

/** What of an investor the index reads: its text fields. */
export type IndexedFields = Pick<
  Investor,
  | 'company_name'
  | 'keywords'
  | 'super_sector'
  | 'broad_specialty'
  | 'narrow_specialty'
  | 'sector_focus'
  | 'specialty_interests'
  | 'description'
>;

/** The text of each indexed field of a candidate. */
export function fieldTexts(investor: IndexedFields): Record<Field, string> {
  return {
    name: investor.company_name,
    keywords: investor.keywords.join(' '),
    specialty: [
      investor.super_sector,
      investor.broad_specialty,
      investor.narrow_specialty,
      ...investor.sector_focus,
      ...investor.specialty_interests,
    ]
      .filter(Boolean)
      .join(' '),
    description: investor.description ?? '',
  };
}

export function indexCandidates(
  investors: readonly Investor[],
  { fieldWeights = FIELD_WEIGHTS, vectors = null }: { fieldWeights?: Record<Field, number>; vectors?: WordVectors | null } = {},
): CandidateIndex {
  const documentFrequency = new Map<string, number>();
  const candidates = investors.map((investor): IndexedCandidate => {
    const { weights, fields, length } = profileTerms(investor, fieldWeights);
    for (const term of weights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return { investor, weights, fields, length, meaning: null };
  });
  const index = withStatistics(candidates, documentFrequency, vectors);
  if (vectors) for (const candidate of candidates) candidate.meaning = meaningOfProfile(candidate, vectors, index.idf);
  return index;
}

/** The index of candidates already read, with its statistics: `documentFrequency` in the terms' first-use order. */
export function withStatistics(
  candidates: IndexedCandidate[],
  documentFrequency: Map<string, number>,
  vectors: WordVectors | null,
): CandidateIndex {
  const n = candidates.length;
  const averageLength = candidates.reduce((sum, candidate) => sum + candidate.length, 0) / Math.max(1, n);
  const { idf, unseenIdf } = idfOf(documentFrequency, n);
  return { candidates, idf, averageLength, vectors, unseenIdf };
}

/** Each term's inverse document frequency among `n` documents, in `documentFrequency`'s order, and a term's none holds. */
export function idfOf(documentFrequency: Map<string, number>, n: number): Pick<CandidateIndex, 'idf' | 'unseenIdf'> {
  const idf = new Map<string, number>();
  for (const [term, df] of documentFrequency) idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  return { idf, unseenIdf: Math.log(1 + (n + 0.5) / 0.5) };
}

/** The weighted terms of one candidate's profile, where each came from, and its length, as the index reads them. */
export function profileTerms(investor: IndexedFields, fieldWeights: Record<Field, number> = FIELD_WEIGHTS) {
  const weights = new Map<string, number>();
  const fields = new Map<string, Field>();
  let length = 0;
  const texts = fieldTexts(investor);
  for (const field of Object.keys(fieldWeights) as Field[]) {
    for (const term of terms(texts[field])) {
      weights.set(term, (weights.get(term) ?? 0) + fieldWeights[field]);
      // The first field a term appears in, by weight order, is the one the evidence names.
      if (!fields.has(term)) fields.set(term, field);
      length += fieldWeights[field];
    }
  }
  return { weights, fields, length };
}

/** A candidate's profile read as one meaning: each of its terms by its weighted frequency and its IDF. */
export function meaningOfProfile(candidate: Pick<IndexedCandidate, 'weights'>, vectors: WordVectors, idf: Map<string, number>) {
  const rows = stemRows(vectors);
  const weighted: [number, number][] = [];
  for (const [term, frequency] of candidate.weights) {
    const row = rows.get(term);
    if (row !== undefined) weighted.push([row, frequency * (idf.get(term) ?? 0)]);
  }
  return meaningOfRows(vectors, weighted);
}

/** BM25F score of one candidate for the query's terms; each matched term is handed to `onMatch`. */
export function textScoreOnly(
  index: CandidateIndex,
  candidate: IndexedCandidate,
  query: Map<string, number>,
  { k1, b } = BM25,
  onMatch?: (term: string) => void,
): number {
  let score = 0;
  const norm = k1 * (1 - b + (b * candidate.length) / index.averageLength);
  for (const [term, queryWeight] of query) {
    const tf = candidate.weights.get(term);
    if (!tf) continue;
    score += queryWeight * (index.idf.get(term) ?? 0) * ((tf * (k1 + 1)) / (tf + norm));
    onMatch?.(term);
  }
  return score;
}

/** BM25F score of one candidate for the query's terms, and the terms that matched. */
export function textScore(index: CandidateIndex, candidate: IndexedCandidate, query: Map<string, number>, parameters = BM25) {
  const matched: string[] = [];
  const score = textScoreOnly(index, candidate, query, parameters, (term) => matched.push(term));
  return { score, matched };
}

/**
 * Pseudo-relevance feedback (RM3): the words that most distinguish the best matches are added to the
 * query with a smaller weight, so "biotechnology" also finds "therapeutics" and "drug" in profiles
 * that never use the query's word. The statistics are the dataset's own.
 */
export function expandQuery(
  index: CandidateIndex,
  query: Map<string, number>,
  ranked: { candidate: IndexedCandidate; score: number }[],
  { documents, words, weight } = RM3,
): Map<string, number> {
  const top = ranked.filter((entry) => entry.score > 0).slice(0, documents);
  const total = top.reduce((sum, entry) => sum + entry.score, 0);
  if (total === 0) return query;
  const feedback = new Map<string, number>();
  for (const { candidate, score } of top) {
    for (const [term, tf] of candidate.weights) {
      const value = ((tf / candidate.length) * (index.idf.get(term) ?? 0) * score) / total;
      feedback.set(term, (feedback.get(term) ?? 0) + value);
    }
  }
  const best = [...feedback]
    .filter(([term]) => !query.has(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, words);
  const strongest = best[0]?.[1] ?? 1;
  const expanded = new Map(query);
  for (const [term, value] of best) expanded.set(term, (weight * value) / strongest);
  return expanded;
}
