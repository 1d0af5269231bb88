import type { InvestorType } from '@dealscout/domain';
import { expandQuery, RM3, textScore, type CandidateIndex, type IndexedCandidate } from './candidate-index.js';
import type { CompanyProfile } from './company-profile.js';
import {
  biggerThanCompany,
  evidenceOfTerms,
  financialFactor,
  geographyFactor,
  industryFactor,
  sizeFactor,
  supplyChainFactor,
} from './factors.js';
import { buildIndustryModel, industryRelevance, type IndustryModel } from './industry-model.js';
import { companyMeaning, meaningEvidenceFor, meaningScores } from './meaning.js';
import { bm25 } from './postings.js';
import { queryOf, strongestWords, type CompanyQuery } from './query.js';
import type { Factor, FactorKey, FactorPart, RankedCandidate } from './types.js';

/**
 * How much each factor weighs in the score; a factor the company gave nothing for is left out.
 * docs/florence.md gives the reasons and the figures they were chosen on.
 */
export const DEFAULT_WEIGHTS: Record<FactorKey, number> = {
  text: 0.45,
  meaning: 0.5,
  size: 0.9,
  geography: 0.5,
  industry: 0.1,
  supply_chain: 0.03,
  financial: 0.02,
};

/** The candidates a goal looks for: corporations for a strategic sale or an acquisition, investors for the rest. */
export function eligibleTypes(profile: CompanyProfile): InvestorType[] {
  if (profile.goal === 'sell') return profile.buyerType === 'financial' ? ['private equity', 'venture capital'] : ['corporation'];
  if (profile.goal === 'acquire') return ['corporation'];
  return ['private equity', 'venture capital', 'corporation'];
}

const industryModels = new WeakMap<CandidateIndex, IndustryModel>();

/** The industry model of an index, built on first use and kept with it. */
function industryModelOf(index: CandidateIndex): IndustryModel {
  let model = industryModels.get(index);
  if (!model) industryModels.set(index, (model = buildIndustryModel(index)));
  return model;
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

/** Ties (equal scores) go by name, with one collator rather than a locale lookup per comparison. */
const byName = new Intl.Collator('en').compare;

/**
 * Every eligible candidate scored 0..100 and ranked, best first, each with the factors of its score and
 * their evidence. Pure: the same profile and index give the same list. The words each text match shares
 * are looked up in the candidate's own fields only for the first `detailed` candidates (the ones a list
 * keeps in detail): over a large dataset that lookup would cost more than the ranking itself.
 */
export function rankCandidates(
  profile: CompanyProfile,
  index: CandidateIndex,
  weights: Record<FactorKey, number> = DEFAULT_WEIGHTS,
  { detailed = Infinity }: { detailed?: number } = {},
): RankedCandidate[] {
  const types = new Set(eligibleTypes(profile));
  const rows = Int32Array.from(index.candidates.keys()).filter((row) => types.has(index.candidates[row]!.investor.type));
  const pool = Array.from(rows, (row) => index.candidates[row]!);
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

  const scored = pool.map((candidate, at) => {
    const { investor } = candidate;
    const parts: [FactorKey, FactorPart | null][] = [
      // The square root keeps a fair match of the text in reach of the best one: text alone is a noisy witness.
      ['text', { value: Math.sqrt(scores[at]! / best), evidence: [] }],
      // Relative to the closest candidate, as the text: what counts is which candidates mean most nearly the same.
      ['meaning', closeness ? { value: closeness[at]! / closest, evidence: [] } : null],
      ['industry', industryFactor(profile, investor, industries, companyWords)],
      ['size', sizeFactor(profile, investor)],
      ['geography', geographyFactor(profile, investor)],
      ['supply_chain', supplyChainFactor(profile, investor)],
      ['financial', financialFactor(profile, investor)],
    ];
    const factors = parts
      .filter((entry): entry is [FactorKey, FactorPart] => entry[1] !== null)
      .map(([key, part]): Factor => ({ key, weight: weights[key], value: Math.max(0, Math.min(1, part.value)), evidence: part.evidence }));
    let totalWeight = 0;
    let sum = 0;
    for (const factor of factors) {
      totalWeight += factor.weight;
      sum += factor.weight * factor.value;
    }
    // An acquirer's targets bigger than itself come after every other.
    const tier = profile.goal === 'acquire' && biggerThanCompany(profile, investor) ? 1 : 0;
    return { candidate, score: (100 * sum) / (totalWeight || 1), factors, tier };
  });
  const evidenceOfMeaning = meaningEvidenceFor(profile, index);
  scored.sort(
    (a, b) => a.tier - b.tier || b.score - a.score || byName(a.candidate.investor.company_name, b.candidate.investor.company_name),
  );
  return scored.map(({ candidate, score, factors }, position): RankedCandidate => {
    if (position < detailed) {
      factors[0]!.evidence = evidenceOfTerms(textScore(index, candidate, expanded).matched, query, candidate);
      const meaningFactor = factors.find((factor) => factor.key === 'meaning');
      if (meaningFactor) meaningFactor.evidence = evidenceOfMeaning(candidate);
    }
    return { investor: candidate.investor, score: Math.round(score * 10) / 10, factors };
  });
}
