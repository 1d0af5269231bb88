import type { InvestorType } from '@dealscout/domain';
import { expandQuery, RM3, textScore, type CandidateIndex, type IndexedCandidate } from './candidate-index.js';
import type { CompanyProfile } from './company-profile.js';
import {
  biggerThanCompany,
  financialFactor,
  financialValue,
  geographyFactor,
  geographyValue,
  industryFactor,
  industryValue,
  sizeFactor,
  sizeValue,
  supplyChainFactor,
  supplyChainValue,
} from './factors.js';
import { makerOf, valueChainFactor, valueChainValue } from './value-chain.js';
import type { HistoryIndex } from './history.js';
import { historyFactor, historyValues } from './history-factor.js';
import { industryModelOf, industryRelevance } from './industry-model.js';
import { companyMeaning, meaningEvidenceFor, meaningScores } from './meaning.js';
import { bm25 } from './postings.js';
import { queryOf, strongestWords, type CompanyQuery } from './query.js';
import { sentenceCloseness, type Sentences } from './sentence-closeness.js';
import { evidenceOfTerms } from './term-evidence.js';
import type { Factor, FactorKey, FactorPart, RankedCandidate } from './types.js';
import { DEFAULT_WEIGHTS, SENTENCE_WEIGHT } from './weights.js';

/** The candidates a goal looks for: corporations for a strategic sale or an acquisition, investors for the rest. */
export function eligibleTypes(profile: CompanyProfile): InvestorType[] {
  if (profile.goal === 'sell') return profile.buyerType === 'financial' ? ['private equity', 'venture capital'] : ['corporation'];
  if (profile.goal === 'acquire') return ['corporation'];
  return ['private equity', 'venture capital', 'corporation'];
}

interface Pool {
  /** The candidates' rows of the index, in its order. */
  rows: Int32Array;
  pool: IndexedCandidate[];
}

const poolsOf = new WeakMap<CandidateIndex, Map<string, Pool>>();

/** The index's candidates of these types, found once per index (over 100k candidates, 80 ms a ranking). */
function eligiblePool(index: CandidateIndex, types: InvestorType[]): Pool {
  let pools = poolsOf.get(index);
  if (!pools) poolsOf.set(index, (pools = new Map()));
  const key = types.join('|');
  let found = pools.get(key);
  if (!found) {
    const eligible = new Set(types);
    const rows = Int32Array.from(index.candidates.keys()).filter((row) => eligible.has(index.candidates[row]!.investor.type));
    found = { rows, pool: Array.from(rows, (row) => index.candidates[row]!) };
    pools.set(key, found);
  }
  return found;
}

/** The `count` best-scored candidates, best first, without sorting the whole pool. */
function topByScore(pool: IndexedCandidate[], scores: Float64Array, count: number) {
  const top: { candidate: IndexedCandidate; score: number }[] = [];
  for (let i = 0; i < pool.length; i++) {
    const score = scores[i]!;
    if (top.length === count && score <= top[count - 1]!.score) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < score) at--;
    top.splice(at, 0, { candidate: pool[i]!, score });
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * BM25 of the query, then again with the words pseudo-relevance feedback adds (RM3), for each candidate
 * of the pool (its rows of the index: `rows`). Read through the postings, only the rows of the query's
 * words are visited; each score is the same sum textScoreOnly makes.
 */
function textMatches(index: CandidateIndex, pool: IndexedCandidate[], rows: Int32Array, query: CompanyQuery) {
  const keep = new Uint8Array(index.candidates.length);
  for (const row of rows) keep[row] = 1;
  const ofPool = (byRow: Float64Array) => Float64Array.from(rows, (row) => byRow[row]!);
  const first = ofPool(bm25(index, query.weights, keep).scores);
  const expanded = expandQuery(index, query.weights, topByScore(pool, first, RM3.documents));
  const scores = ofPool(bm25(index, expanded, keep).scores);
  return { expanded, scores };
}

const clamped = (value: number) => Math.max(0, Math.min(1, value));

/**
 * A weighted mean of factor values on 0..100, each value clamped to 0..1; a null value (a factor the
 * company gave nothing for) is left out. One per ranking, started again for each candidate.
 */
class WeightedMean {
  private totalWeight = 0;
  private sum = 0;

  start(): this {
    this.totalWeight = 0;
    this.sum = 0;
    return this;
  }

  add(weight: number, value: number | null): void {
    if (value === null) return;
    this.totalWeight += weight;
    this.sum += weight * clamped(value);
  }

  total(): number {
    return (100 * this.sum) / (this.totalWeight || 1);
  }
}

/** Ties (equal scores) go by name, with one collator rather than a locale lookup per comparison. */
const byName = new Intl.Collator('en').compare;

/** An acquirer's targets bigger than itself come after every other. */
interface Order {
  scores: Float64Array;
  /** 1 for a candidate that comes after every 0. */
  tiers: Uint8Array;
}

/** More than any score's range (0..100): a candidate of a later tier sorts below every one of an earlier tier. */
const TIER_GAP = 1_000;

/**
 * The places of the `limit` first candidates in `order` (tier, then score highest first, then name), without
 * sorting the whole pool: the places at or above the limit's score are found by sorting numbers alone.
 */
function firstPlaces(pool: IndexedCandidate[], { scores, tiers }: Order, limit: number): number[] {
  const keys = Float64Array.from(scores, (score, at) => score - TIER_GAP * tiers[at]!);
  const threshold = limit < keys.length ? Float64Array.from(keys).sort()[keys.length - limit]! : -Infinity;
  const places: number[] = [];
  for (let at = 0; at < keys.length; at++) if (keys[at]! >= threshold) places.push(at);
  places.sort(
    (a, b) => tiers[a]! - tiers[b]! || scores[b]! - scores[a]! || byName(pool[a]!.investor.company_name, pool[b]!.investor.company_name),
  );
  return places.slice(0, limit);
}

/**
 * Every eligible candidate scored 0..100 and ranked, best first; with `limit`, the first `limit` of that
 * list. Pure: the same profile and index give the same list. Every candidate is scored as numbers; the
 * factors of the score and their evidence are made only for the first `detailed` ones (the ones a list
 * keeps in detail), the others carry none: over the shipped dataset making them for the whole list took
 * a third of the ranking's time, and over 100k candidates keeping them all cost more memory than scoring.
 */
export function rankCandidates(
  profile: CompanyProfile,
  index: CandidateIndex,
  weights: Record<FactorKey, number> = DEFAULT_WEIGHTS,
  {
    detailed = Infinity,
    limit = Infinity,
    sentences,
    history,
  }: { detailed?: number; limit?: number; sentences?: Sentences | null; history?: HistoryIndex | null } = {},
): RankedCandidate[] {
  const { rows, pool } = eligiblePool(index, eligibleTypes(profile));
  const query = queryOf(profile);
  const { expanded, scores } = textMatches(index, pool, rows, query);
  let best = 1e-9;
  for (const score of scores) best = Math.max(best, score);
  const industries = industryRelevance(industryModelOf(index), expanded);
  const companyWords = strongestWords(query);
  const meaning = companyMeaning(profile, index);
  const closeness = meaning ? meaningScores(pool, meaning) : null;
  let closest = 1e-9;
  for (const value of closeness ?? []) closest = Math.max(closest, value);
  const sentence = sentences ? sentenceCloseness(rows, sentences) : null;
  const maker = makerOf(profile, index);
  const pastDeals = history ? historyValues(index, history, rows, expanded, meaning) : null;
  const used = {
    ...weights,
    meaning: (closeness ? weights.meaning : 0) + (sentence ? SENTENCE_WEIGHT : 0),
    history: pastDeals ? weights.history : 0,
  };
  const meaningAt = (at: number): number | null => {
    const words = closeness ? closeness[at]! / closest : 0;
    if (!sentence) return closeness ? words : null;
    return ((closeness ? weights.meaning * words : 0) + SENTENCE_WEIGHT * sentence[at]!) / used.meaning;
  };
  const textAt = (at: number) => Math.sqrt(scores[at]! / best);

  // Every candidate is scored from its factors' values alone; the factors themselves, with their
  // evidence, are made for the detailed ones (below). Both sum the same values in the same order.
  const mean = new WeightedMean();
  const scoreAt = (at: number): number => {
    const { investor } = pool[at]!;
    const score = mean.start();
    // The square root keeps a fair match of the text in reach of the best one: text alone is a noisy witness.
    score.add(used.text, textAt(at));
    // Relative to the closest candidate, as the text: what counts is which candidates mean most nearly the same.
    score.add(used.meaning, meaningAt(at));
    score.add(used.industry, industryValue(profile, investor, industries));
    score.add(used.size, sizeValue(profile, investor));
    score.add(used.geography, geographyValue(profile, investor));
    score.add(used.supply_chain, supplyChainValue(profile, investor));
    score.add(used.financial, financialValue(profile, investor));
    score.add(used.value_chain, valueChainValue(maker, investor));
    score.add(used.history, pastDeals ? pastDeals[at]! : null);
    return score.total();
  };
  const factorsAt = (at: number): Factor[] => {
    const { investor } = pool[at]!;
    const meaningValue = meaningAt(at);
    const parts: [FactorKey, FactorPart | null][] = [
      ['text', { value: textAt(at), evidence: [] }],
      ['meaning', meaningValue === null ? null : { value: meaningValue, evidence: [] }],
      ['industry', industryFactor(profile, investor, industries, companyWords)],
      ['size', sizeFactor(profile, investor)],
      ['geography', geographyFactor(profile, investor)],
      ['supply_chain', supplyChainFactor(profile, investor)],
      ['financial', financialFactor(profile, investor)],
      ['value_chain', valueChainFactor(maker, investor)],
      ['history', pastDeals ? historyFactor(index, history!.byRow[rows[at]!] ?? null, pastDeals[at]!, expanded, meaning) : null],
    ];
    return parts
      .filter((entry): entry is [FactorKey, FactorPart] => entry[1] !== null)
      .map(([key, part]): Factor => ({ key, weight: used[key], value: clamped(part.value), evidence: part.evidence }));
  };
  const acquiring = profile.goal === 'acquire';
  const order: Order = { scores: new Float64Array(pool.length), tiers: new Uint8Array(pool.length) };
  for (let at = 0; at < pool.length; at++) {
    order.scores[at] = scoreAt(at);
    order.tiers[at] = acquiring && biggerThanCompany(profile, pool[at]!.investor) ? 1 : 0;
  }
  const evidenceOfMeaning = meaningEvidenceFor(profile, index);
  return firstPlaces(pool, order, limit).map((at, position): RankedCandidate => {
    const candidate = pool[at]!;
    const score = Math.round(order.scores[at]! * 10) / 10;
    if (position >= detailed) return { investor: candidate.investor, score, factors: [] };
    const factors = factorsAt(at);
    factors[0]!.evidence = evidenceOfTerms(textScore(index, candidate, expanded).matched, query, candidate);
    const meaningFactor = factors.find((factor) => factor.key === 'meaning');
    if (meaningFactor) meaningFactor.evidence = evidenceOfMeaning(candidate);
    return { investor: candidate.investor, score, factors };
  });
}
