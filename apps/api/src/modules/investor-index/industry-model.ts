import type { Investor } from '@dealscout/domain';
import type { CandidateIndex } from './candidate-index.js';

/** A word weighed less than this in an industry (a couple of mentions) says little about it: no lift. */
const MIN_INDUSTRY_WEIGHT = 3;

/** The industry a candidate is grouped in: its narrow specialty, else its four-digit NAICS group. */
export function industryOf(investor: Pick<Investor, 'narrow_specialty' | 'naics_six_digit_industry'>): string | null {
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

/**
 * The weighted term counts the model is made of, added to one candidate at a time: per industry and over
 * the whole dataset (so a dataset too large to hold can be counted in batches, dataset-statistics.ts).
 */
export interface IndustryCounts {
  industryTerms: Map<string, Map<string, number>>;
  industryLength: Map<string, number>;
  corpus: Map<string, number>;
  corpusLength: number;
}

export const emptyIndustryCounts = (): IndustryCounts => ({
  industryTerms: new Map(),
  industryLength: new Map(),
  corpus: new Map(),
  corpusLength: 0,
});

/** Counts one candidate's weighted terms, under its industry (`industryOf`) when it has one. */
export function countIndustryTerms(counts: IndustryCounts, industry: string | null, weights: Map<string, number>): void {
  const { industryTerms, industryLength, corpus } = counts;
  for (const [term, weight] of weights) {
    corpus.set(term, (corpus.get(term) ?? 0) + weight);
    counts.corpusLength += weight;
    if (!industry) continue;
    let terms = industryTerms.get(industry);
    if (!terms) industryTerms.set(industry, (terms = new Map()));
    terms.set(term, (terms.get(term) ?? 0) + weight);
    industryLength.set(industry, (industryLength.get(industry) ?? 0) + weight);
  }
}

function buildIndustryModel(index: CandidateIndex): IndustryModel {
  const counts = emptyIndustryCounts();
  for (const candidate of index.candidates) countIndustryTerms(counts, industryOf(candidate.investor), candidate.weights);
  return industryModelFrom(counts);
}

/** The model of counted terms: each word's lift in the industries it is likelier in. */
export function industryModelFrom({ industryTerms, industryLength, corpus, corpusLength }: IndustryCounts): IndustryModel {
  const lift = new Map<string, Map<string, number>>();
  for (const [industry, terms] of industryTerms) {
    const length = industryLength.get(industry)!;
    for (const [term, weight] of terms) {
      if (weight < MIN_INDUSTRY_WEIGHT) continue;
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
