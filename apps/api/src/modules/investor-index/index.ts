/**
 * The investor index: what is built from the dataset of investors alone, the same for every company and every
 * caller. Its text (words, stems, BM25F postings), its meaning (word vectors, the sentence encoder with its store
 * and thread), the candidate index held per dataset version with its snapshots, the dataset's statistics and the
 * index of a pool chosen from it, the deal history's index, and the priors a candidate's own columns give (size
 * prior, NAICS proximity). Florence ranks over it and discovery searches it; both import it from here, never from its
 * files, and it imports neither.
 *
 * Where a file is on the border, the rule: what reads only the dataset (its rows, deals and the files shipped with it)
 * lives here; what reads a company's answers or weighs candidates for one (the profile, the factors, the ranking, the
 * reasons, the choice of a company's candidate pool, and which index a Florence step reads) is Florence's.
 */
export { BM25, expandQuery, fieldTexts, RM3, textScore, type CandidateIndex, type Field, type IndexedCandidate } from './candidate-index.js';
export { candidateIndex, datasetKey, heldIndex } from './candidate-cache.js';
export { statisticsOf, type DatasetStatistics } from './dataset-statistics.js';
export { historyFor } from './deal-history.js';
export type { CandidateHistory, HistoryIndex, IndexedDeal } from './history-index.js';
export { industryModelOf, industryOf, industryRelevance } from './industry-model.js';
export { meaningCentreOf } from './meaning-centre.js';
export { naicsProximity } from './naics-proximity.js';
export { indexOfPool } from './pool-index.js';
export { bm25, textPostingsOf } from './postings.js';
export { builtStatistics, builtStatisticsFor } from './preselect/built-statistics.js';
export { indexOfChosen } from './preselect/chosen-index.js';
export { chosenInvestors, investorsById } from './preselect/investors-by-id.js';
export { preselecting } from './preselect/preselection.js';
export { bestTextMatches } from './preselect/text-matches.js';
export { fillSentenceVectors, sentencesFor } from './sentences/sentence-store.js';
export { warmSentenceEncoder } from './sentences/sentence-thread.js';
export type { Sentences } from './sentences/sentence-vectors.js';
export { BUCKETS, DECADES_BELOW_MEGA, sizePrior } from './size-prior.js';
export { stemOf, terms, wordOf, words, wordsOfText } from './text.js';
export { shippedWordVectors } from './word-vectors-file.js';
export { cosine, meaningOf, wordWeight, type WordVectors } from './word-vectors.js';
