import type { Investor } from '@dealscout/domain';
import { idfOf, meaningOfProfile, profileTerms, type CandidateIndex, type IndexedFields } from './candidate-index.js';
import { countIndustryTerms, emptyIndustryCounts, industryModelFrom, industryOf, type IndustryModel } from './industry-model.js';
import type { WordVectors } from './word-vectors.js';

/**
 * What the engine derives from every candidate of a dataset rather than from those it ranks: the rows
 * and their total length (BM25's N and average length), each term's document frequency (IDF, in the
 * terms' first-use order, as indexCandidates counts them), the industry model's pooled vocabularies and
the mean profile meaning (the re-rank by marks centres meanings on it: feedback-rerank.ts).
 * A ranking of a few chosen candidates (pool-index.ts) reads these to score them as the whole dataset's
 * index would.
 */
export interface DatasetStatistics {
  rows: number;
  totalLength: number;
  documentFrequency: Map<string, number>;
  industryModel: IndustryModel;
  /** The mean of the profiles' meanings, with these statistics' IDF; null when not counted (a pool's own statistics) or none has one. */
  meaningCentre: Float32Array | null;
}

/** What the statistics read of an investor: its indexed text and its industry. */
export type CountedFields = IndexedFields & Pick<Investor, 'naics_six_digit_industry'>;

/** Counts the statistics one investor at a time (a large dataset is read in batches, never held whole). */
export function statisticsCounter() {
  const documentFrequency = new Map<string, number>();
  const industries = emptyIndustryCounts();
  let rows = 0;
  let totalLength = 0;
  return {
    add(investor: CountedFields): void {
      const { weights, length } = profileTerms(investor);
      for (const term of weights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      countIndustryTerms(industries, industryOf(investor), weights);
      rows++;
      totalLength += length;
    },
    result: (): DatasetStatistics => ({
      rows,
      totalLength,
      documentFrequency,
      industryModel: industryModelFrom(industries),
      meaningCentre: null,
    }),
  };
}

/**
 * Sums the profiles' meanings one investor at a time, with the IDF of `statistics` once counted (a
 * profile's meaning weighs its words by it, so this is a second pass over the dataset).
 */
export function meaningCentreCounter(statistics: DatasetStatistics, vectors: WordVectors) {
  const { idf } = indexFigures(statistics);
  const sum = new Float64Array(vectors.dims);
  let meanings = 0;
  return {
    add(investor: IndexedFields): void {
      const meaning = meaningOfProfile(profileTerms(investor), vectors, idf);
      if (!meaning) return;
      for (let i = 0; i < sum.length; i++) sum[i]! += meaning[i]!;
      meanings++;
    },
    result: (): Float32Array | null => (meanings ? Float32Array.from(sum, (total) => total / meanings) : null),
  };
}

/** The statistics of these investors alone. */
export function statisticsOf(investors: Iterable<CountedFields>): DatasetStatistics {
  const counter = statisticsCounter();
  for (const investor of investors) counter.add(investor);
  return counter.result();
}

const derived = new WeakMap<DatasetStatistics, Pick<CandidateIndex, 'idf' | 'unseenIdf' | 'averageLength'>>();

/** The index's figures the statistics give: IDF, the unseen word's IDF and the average length, derived once per statistics. */
export function indexFigures(statistics: DatasetStatistics): Pick<CandidateIndex, 'idf' | 'unseenIdf' | 'averageLength'> {
  let figures = derived.get(statistics);
  if (!figures) {
    const { rows, totalLength, documentFrequency } = statistics;
    figures = { ...idfOf(documentFrequency, rows), averageLength: totalLength / Math.max(1, rows) };
    derived.set(statistics, figures);
  }
  return figures;
}
