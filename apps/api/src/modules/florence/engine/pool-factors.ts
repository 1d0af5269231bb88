import {
  industryModelOf,
  industryRelevance,
  textScore,
  type CandidateIndex,
  type HistoryIndex,
  type IndexedCandidate,
  type Sentences,
} from '../../investor-index/index.js';
import type { CompanyProfile } from './company-profile.js';
import { financialFactor, geographyFactor, industryFactor, sizeFactor, supplyChainFactor } from './factors.js';
import { historyFactorOf } from './history-factor.js';
import { companyMeaning, meaningEvidenceFor, meaningScores } from './meaning.js';
import { strongestWords, type CompanyQuery } from './query.js';
import { sentenceCloseness } from './sentence-closeness.js';
import { evidenceOfTerms } from './term-evidence.js';
import type { EvidenceSink, FactorKey, RankingFactor } from './types.js';
import { makerOf, valueChainFactor } from './value-chain.js';
import { SENTENCE_WEIGHT } from './weights.js';

/** What the factors of one ranking read: the company, its pool of candidates, and the text match found over it. */
export interface RankingInputs {
  profile: CompanyProfile;
  index: CandidateIndex;
  pool: IndexedCandidate[];
  /** The pool's rows of the index, in its order. */
  rows: Int32Array;
  query: CompanyQuery;
  /** The query with the words pseudo-relevance feedback adds. */
  expanded: Map<string, number>;
  /** Each pool candidate's BM25F for `expanded`. */
  textScores: Float64Array;
  sentences: Sentences | null;
  history: HistoryIndex | null;
}

/** The order the score sums the factors in (a sum of floating-point numbers depends on it). */
const FACTOR_ORDER: readonly FactorKey[] = [
  'text',
  'meaning',
  'industry',
  'size',
  'geography',
  'supply_chain',
  'financial',
  'value_chain',
  'history',
];

/**
 * The factors of one ranking, each with its weight, in the order the score sums them, and `valueAt`, each
 * factor's one function: its value for the candidate at `at` of the pool, with its evidence written to
 * `evidence` when given.
 */
export interface PoolFactors {
  factors: { key: FactorKey; weight: number }[];
  valueAt(key: FactorKey, at: number, evidence: EvidenceSink): number | null;
}

/**
 * The text match relative to the best of the pool. The square root keeps a fair match of the text in reach
 * of the best one: text alone is a noisy witness. Evidence: the company's words the candidate's profile holds.
 */
function textFactorOf({ index, pool, query, expanded, textScores }: RankingInputs): RankingFactor {
  let best = 1e-9;
  for (const score of textScores) best = Math.max(best, score);
  return (at, evidence) => {
    if (evidence) evidence.push(...evidenceOfTerms(textScore(index, pool[at]!, expanded).matched, query, pool[at]!));
    return Math.sqrt(textScores[at]! / best);
  };
}

/**
 * Closeness in meaning, relative to the closest candidate as the text is (what counts is which candidates
 * mean most nearly the same): the word vectors' at `wordsWeight`, with the sentence encoder's at
 * SENTENCE_WEIGHT where the company's description was read. Null with neither. Evidence: pairs of
 * different words close in meaning.
 */
function meaningFactorOf(
  { profile, index, pool, rows, sentences }: RankingInputs,
  meaning: Float32Array | null,
  wordsWeight: number,
): { weight: number; of: RankingFactor } | null {
  const closeness = meaning ? meaningScores(pool, meaning) : null;
  const sentence = sentences ? sentenceCloseness(rows, sentences) : null;
  if (!closeness && !sentence) return null;
  let closest = 1e-9;
  for (const value of closeness ?? []) closest = Math.max(closest, value);
  const weight = (closeness ? wordsWeight : 0) + (sentence ? SENTENCE_WEIGHT : 0);
  const evidenceOf = meaningEvidenceFor(profile, index);
  return {
    weight,
    of: (at, evidence) => {
      if (evidence) evidence.push(...evidenceOf(pool[at]!));
      const words = closeness ? closeness[at]! / closest : 0;
      if (!sentence) return words;
      return ((closeness ? wordsWeight * words : 0) + SENTENCE_WEIGHT * sentence[at]!) / weight;
    },
  };
}

/**
 * The factors of one ranking; a factor the company or the data gives nothing for (no word vectors nor
 * sentences, no deals) is left out. What is relative to the pool (the best text match, the closest meaning
 * and history) is found here once. `valueAt` calls each factor from a call site of its own, so the scoring
 * of every candidate of the pool stays as quick as calling each one by name.
 */
export function poolFactors(inputs: RankingInputs, weights: Record<FactorKey, number>): PoolFactors {
  const { profile, index, pool, rows, query, expanded, history } = inputs;
  const industries = industryRelevance(industryModelOf(index), expanded);
  const companyWords = strongestWords(query);
  const meaning = companyMeaning(profile, index);
  const maker = makerOf(profile, index);
  const text = textFactorOf(inputs);
  const closeness = meaningFactorOf(inputs, meaning, weights.meaning);
  const pastDeals = historyFactorOf(index, history, rows, expanded, meaning);
  return {
    factors: FACTOR_ORDER.filter((key) => (key === 'meaning' ? closeness : key === 'history' ? pastDeals : true)).map((key) => ({
      key,
      weight: key === 'meaning' ? closeness!.weight : weights[key],
    })),
    valueAt(key, at, evidence) {
      const { investor } = pool[at]!;
      switch (key) {
        case 'text':
          return text(at, evidence);
        case 'meaning':
          return closeness!.of(at, evidence);
        case 'industry':
          return industryFactor(profile, investor, industries, companyWords, evidence);
        case 'size':
          return sizeFactor(profile, investor, evidence);
        case 'geography':
          return geographyFactor(profile, investor, evidence);
        case 'supply_chain':
          return supplyChainFactor(profile, investor, evidence);
        case 'financial':
          return financialFactor(profile, investor, evidence);
        case 'value_chain':
          return valueChainFactor(maker, investor);
        case 'history':
          return pastDeals!(at, evidence);
      }
    },
  };
}
