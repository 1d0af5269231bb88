import type { InvestorType } from '@dealscout/domain';
import { expandQuery, textScore, type CandidateIndex, type IndexedCandidate } from './candidate-index.js';
import type { CompanyProfile } from './company-profile.js';
import { evidenceOfTerms, financialFactor, geographyFactor, industryFactor, sizeFactor, supplyChainFactor } from './factors.js';
import { buildIndustryModel, industryRelevance, type IndustryModel } from './industry-model.js';
import { queryOf, type CompanyQuery } from './query.js';
import type { Factor, FactorKey, FactorPart, RankedCandidate } from './types.js';

/**
 * How much each factor weighs in the score; a factor the company gave nothing for is left out. The
 * README gives the reasons and the figures they were chosen on.
 */
export const DEFAULT_WEIGHTS: Record<FactorKey, number> = {
  text: 0.45,
  size: 0.6,
  geography: 0.3,
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

/** BM25 of the query, then again with the words pseudo-relevance feedback adds (RM3). */
function textMatches(index: CandidateIndex, pool: IndexedCandidate[], query: CompanyQuery) {
  const first = pool
    .map((candidate) => ({ candidate, score: textScore(index, candidate, query.weights).score }))
    .sort((a, b) => b.score - a.score);
  const expanded = expandQuery(index, query.weights, first);
  return { expanded, matches: new Map(pool.map((candidate) => [candidate, textScore(index, candidate, expanded)] as const)) };
}

/**
 * Every eligible candidate scored 0..100 and ranked, best first, each with the factors of its score and
 * their evidence. Pure: the same profile and index give the same list.
 */
export function rankCandidates(
  profile: CompanyProfile,
  index: CandidateIndex,
  weights: Record<FactorKey, number> = DEFAULT_WEIGHTS,
): RankedCandidate[] {
  const types = new Set(eligibleTypes(profile));
  const pool = index.candidates.filter((candidate) => types.has(candidate.investor.type));
  const query = queryOf(profile);
  const { expanded, matches } = textMatches(index, pool, query);
  const best = Math.max(1e-9, ...[...matches.values()].map((match) => match.score));
  const industries = industryRelevance(industryModelOf(index), expanded);

  const ranked = pool.map((candidate): RankedCandidate => {
    const { investor } = candidate;
    const match = matches.get(candidate)!;
    const parts: [FactorKey, FactorPart | null][] = [
      // The square root keeps a fair match of the text in reach of the best one: text alone is a noisy witness.
      ['text', { value: Math.sqrt(match.score / best), evidence: evidenceOfTerms(match.matched, query, candidate) }],
      ['industry', industryFactor(profile, investor, industries)],
      ['size', sizeFactor(profile, investor)],
      ['geography', geographyFactor(profile, investor)],
      ['supply_chain', supplyChainFactor(profile, investor)],
      ['financial', financialFactor(profile, investor)],
    ];
    const factors = parts
      .filter((entry): entry is [FactorKey, FactorPart] => entry[1] !== null)
      .map(([key, part]): Factor => ({ key, weight: weights[key], value: Math.max(0, Math.min(1, part.value)), evidence: part.evidence }));
    const totalWeight = factors.reduce((sum, factor) => sum + factor.weight, 0);
    const score = (100 * factors.reduce((sum, factor) => sum + factor.weight * factor.value, 0)) / (totalWeight || 1);
    return { investor, score, factors };
  });
  ranked.sort((a, b) => b.score - a.score || a.investor.company_name.localeCompare(b.investor.company_name));
  return ranked.map((candidate) => ({ ...candidate, score: Math.round(candidate.score * 10) / 10 }));
}
