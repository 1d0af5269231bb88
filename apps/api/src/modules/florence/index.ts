/**
 * What florence offers to the other modules: they import it from here, never from its files. The engine's text,
 * postings, candidate index, factors and preselect pieces are here for discovery until they move to a module of their
 * own, the investor index (issue 42).
 */
export { listBuyers } from './buyers.service.js';
export { candidateIndex, datasetKey } from './candidate-cache.js';
export { type CandidateIndex, expandQuery, type Field, fieldTexts, type IndexedCandidate, RM3 } from './engine/candidate-index.js';
export { statisticsOf } from './engine/dataset-statistics.js';
export { naicsProximity, sizePrior } from './engine/factors.js';
export { indexOfPool } from './engine/pool-index.js';
export { bm25, textPostingsOf } from './engine/postings.js';
export { stemOf, terms, words } from './engine/text.js';
export { meaningOf, wordWeight } from './engine/word-vectors.js';
export { BUCKETS } from './preselect/candidate-pool.js';
export { indexOfChosen } from './preselect/chosen-index.js';
export { chosenInvestors, investorsById } from './preselect/investors-by-id.js';
export { builtStatistics, preselecting } from './preselect/list-index.js';
export { bestTextMatches } from './preselect/text-matches.js';
