import type { Investor } from '@dealscout/domain';
import type { CandidateIndex } from './candidate-index.js';

/** The industry a candidate is grouped in: its narrow specialty, else its four-digit NAICS group. */
export function industryOf(investor: Investor): string | null {
  return investor.narrow_specialty ?? (investor.naics_six_digit_industry ? `NAICS ${investor.naics_six_digit_industry.slice(0, 4)}` : null);
}

/**
 * Each industry's vocabulary: the words of all its companies pooled, against the whole dataset's. An
 * industry is then matched as a whole: a company describing "therapeutics" meets the pharmaceutical
 * industry even where no single pharmaceutical profile repeats its words (cluster-based retrieval).
 */
export interface IndustryModel {
  /** term -> industry -> how much likelier the term is in the industry than in the dataset (log ratio, > 0 only). */
  lift: Map<string, Map<string, number>>;
}

const industryModels = new WeakMap<CandidateIndex, IndustryModel>();

/** The industry model of an index, built on first use (or kept from a snapshot) and kept with it. */
export function industryModelOf(index: CandidateIndex): IndustryModel {
  let model = industryModels.get(index);
  if (!model) industryModels.set(index, (model = buildIndustryModel(index)));
  return model;
}

export function keepIndustryModel(index: CandidateIndex, model: IndustryModel): void {
  industryModels.set(index, model);
}

function buildIndustryModel(index: CandidateIndex): IndustryModel {
  const industryTerms = new Map<string, Map<string, number>>();
  const industryLength = new Map<string, number>();
  const corpus = new Map<string, number>();
  let corpusLength = 0;
  for (const candidate of index.candidates) {
    const industry = industryOf(candidate.investor);
    for (const [term, weight] of candidate.weights) {
      corpus.set(term, (corpus.get(term) ?? 0) + weight);
      corpusLength += weight;
      if (!industry) continue;
      let terms = industryTerms.get(industry);
      if (!terms) industryTerms.set(industry, (terms = new Map()));
      terms.set(term, (terms.get(term) ?? 0) + weight);
      industryLength.set(industry, (industryLength.get(industry) ?? 0) + weight);
    }
  }
  const lift = new Map<string, Map<string, number>>();
  for (const [industry, terms] of industryTerms) {
    const length = industryLength.get(industry)!;
    for (const [term, weight] of terms) {
      // Words seen a couple of times in an industry say little about it.
      if (weight < 3) continue;
      const ratio = weight / length / (corpus.get(term)! / corpusLength);
      if (ratio <= 1) continue;
      let byIndustry = lift.get(term);
      if (!byIndustry) lift.set(term, (byIndustry = new Map()));
      byIndustry.set(industry, Math.log(ratio));
    }
  }
  return { lift };
}

/** How well each industry's vocabulary matches the query, 0..1 (the best industry 1). */
export function industryRelevance(model: IndustryModel, query: Map<string, number>): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [term, weight] of query) {
    for (const [industry, lift] of model.lift.get(term) ?? []) scores.set(industry, (scores.get(industry) ?? 0) + weight * lift);
  }
  const best = Math.max(1e-9, ...scores.values());
  for (const [industry, score] of scores) scores.set(industry, score / best);
  return scores;
}
