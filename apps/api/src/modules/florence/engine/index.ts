/** Florence's engine: pure functions of a company's answers and the candidate dataset, no I/O. */
export { indexCandidates, type CandidateIndex } from './candidate-index.js';
export type { WordVectors } from './word-vectors.js';
export { companyProfileOf, type CompanyProfile } from './company-profile.js';
export { rankCandidates } from './rank.js';
export type { Sentences } from './sentence-closeness.js';
export { reasonsFor, reasonsForList, type CandidateReasons } from './reasons.js';
export type { Evidence, Factor, FactorKey, RankedCandidate } from './types.js';
export { rerankWithMarks, type Verdict } from './feedback-rerank.js';
export { FEEDBACK } from './weights.js';
export { whyMoved } from './feedback-reasons.js';
export { indexHistory, type HistoryIndex, type PastDeal } from './history.js';
