import { textScore, type CandidateIndex, type IndexedCandidate } from './candidate-index.js';
import type { CompanyProfile } from './company-profile.js';
import { financialFactor, geographyFactor, industryFactor, sizeFactor, supplyChainFactor } from './factors.js';
import type { HistoryIndex } from './history.js';
import { historyFactorOf } from './history-factor.js';
import { industryModelOf, industryRelevance } from './industry-model.js';
import { companyMeaning, meaningEvidenceFor, meaningScores } from './meaning.js';
import { strongestWords, type CompanyQuery } from './query.js';
import { sentenceCloseness, type Sentences } from './sentence-closeness.js';
import { evidenceOfTerms } from './term-evidence.js';
import type { FactorKey, RankingFactor } from './types.js';
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

/** A factor of a ranking with its weight in the score. */
export interface WeighedFactor {
  key: FactorKey;
  weight: number;
  of: RankingFactor;
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
): WeighedFactor | null {
  const closeness = meaning ? meaningScores(pool, meaning) : null;
  const sentence = sentences ? sentenceCloseness(rows, sentences) : null;
  if (!closeness && !sentence) return null;
  let closest = 1e-9;
  for (const value of closeness ?? []) closest = Math.max(closest, value);
  const weight = (closeness ? wordsWeight : 0) + (sentence ? SENTENCE_WEIGHT : 0);
  const evidenceOf = meaningEvidenceFor(profile, index);
  return {
    key: 'meaning',
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
 * The factors of one ranking, in the order the score sums them, each with its weight; a factor the company
 * or the data gives nothing for (no word vectors nor sentences, no deals) is left out. What is relative to
 * the pool (the best text match, the closest meaning and history) is found here once.
 */
export function poolFactors(inputs: RankingInputs, weights: Record<FactorKey, number>): WeighedFactor[] {
  const { profile, index, pool, rows, query, expanded, history } = inputs;
  const industries = industryRelevance(industryModelOf(index), expanded);
  const companyWords = strongestWords(query);
  const meaning = companyMeaning(profile, index);
  const maker = makerOf(profile, index);
  const pastDeals = historyFactorOf(index, history, rows, expanded, meaning);
  const investorAt = (at: number) => pool[at]!.investor;
  const factors: (WeighedFactor | null)[] = [
    { key: 'text', weight: weights.text, of: textFactorOf(inputs) },
    meaningFactorOf(inputs, meaning, weights.meaning),
    {
      key: 'industry',
      weight: weights.industry,
      of: (at, evidence) => industryFactor(profile, investorAt(at), industries, companyWords, evidence),
    },
    { key: 'size', weight: weights.size, of: (at, evidence) => sizeFactor(profile, investorAt(at), evidence) },
    { key: 'geography', weight: weights.geography, of: (at, evidence) => geographyFactor(profile, investorAt(at), evidence) },
    { key: 'supply_chain', weight: weights.supply_chain, of: (at, evidence) => supplyChainFactor(profile, investorAt(at), evidence) },
    { key: 'financial', weight: weights.financial, of: (at, evidence) => financialFactor(profile, investorAt(at), evidence) },
    { key: 'value_chain', weight: weights.value_chain, of: (at) => valueChainFactor(maker, investorAt(at)) },
    pastDeals && { key: 'history', weight: weights.history, of: pastDeals },
  ];
  return factors.filter((factor): factor is WeighedFactor => factor !== null);
}
