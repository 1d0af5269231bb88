import type { InvestorType } from '@dealscout/domain';
import {
  bm25,
  expandQuery,
  RM3,
  type CandidateIndex,
  type HistoryIndex,
  type IndexedCandidate,
  type Sentences,
} from '../../investor-index/index.js';
import type { CompanyProfile } from './company-profile.js';
import { biggerThanCompany } from './factors.js';
import { poolFactors } from './pool-factors.js';
import { queryOf, type CompanyQuery } from './query.js';
import type { Evidence, Factor, FactorKey, RankedCandidate } from './types.js';
import { DEFAULT_WEIGHTS } from './weights.js';

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
  const { factors, valueAt } = poolFactors(
    { profile, index, pool, rows, query, expanded, textScores: scores, sentences: sentences ?? null, history: history ?? null },
    weights,
  );

  // Every candidate is scored from its factors' values alone; the detailed ones (below) also keep each
  // factor with its evidence, from the same functions, summed in the same order.
  const mean = new WeightedMean();
  const scoreAt = (at: number): number => {
    const score = mean.start();
    for (const { key, weight } of factors) score.add(weight, valueAt(key, at, null));
    return score.total();
  };
  const factorsAt = (at: number): Factor[] => {
    const kept: Factor[] = [];
    for (const { key, weight } of factors) {
      const evidence: Evidence[] = [];
      const value = valueAt(key, at, evidence);
      if (value !== null) kept.push({ key, weight, value: clamped(value), evidence });
    }
    return kept;
  };
  const acquiring = profile.goal === 'acquire';
  const order: Order = { scores: new Float64Array(pool.length), tiers: new Uint8Array(pool.length) };
  for (let at = 0; at < pool.length; at++) {
    order.scores[at] = scoreAt(at);
    order.tiers[at] = acquiring && biggerThanCompany(profile, pool[at]!.investor) ? 1 : 0;
  }
  return firstPlaces(pool, order, limit).map((at, position): RankedCandidate => {
    const { investor } = pool[at]!;
    const score = Math.round(order.scores[at]! * 10) / 10;
    return { investor, score, factors: position < detailed ? factorsAt(at) : [] };
  });
}
