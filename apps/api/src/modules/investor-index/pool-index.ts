import type { Investor } from '@dealscout/domain';
import { meaningOfProfile, profileTerms, type CandidateIndex, type IndexedCandidate } from './candidate-index.js';
import { indexFigures, type DatasetStatistics } from './dataset-statistics.js';
import { keepMeaningCentre } from './meaning-centre.js';
import { keepIndustryModel } from './industry-model.js';
import type { WordVectors } from './word-vectors.js';

/**
 * The index of a pool of candidates chosen from a larger dataset, with that dataset's statistics (IDF,
 * average length, industry model, mean meaning) rather than the pool's own: each candidate's terms, length, meaning
 * and BM25 norm come out as in the index of the whole dataset, so rankCandidates scores a pool candidate
 * as it would among all of them (only what is relative to the best of the pool, the text's and the
 * meaning's scale and the feedback documents, can differ when the pool misses the best).
 */
export function indexOfPool(investors: readonly Investor[], statistics: DatasetStatistics, vectors: WordVectors | null): CandidateIndex {
  const { idf, unseenIdf, averageLength } = indexFigures(statistics);
  const candidates = investors.map((investor): IndexedCandidate => ({ investor, ...profileTerms(investor), meaning: null }));
  if (vectors) for (const candidate of candidates) candidate.meaning = meaningOfProfile(candidate, vectors, idf);
  const index: CandidateIndex = { candidates, idf, averageLength, vectors, unseenIdf };
  keepIndustryModel(index, statistics.industryModel);
  if (statistics.meaningCentre) keepMeaningCentre(index, statistics.meaningCentre);
  return index;
}
