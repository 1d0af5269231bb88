/** Florence's engine: pure functions of a company's answers and the candidate dataset, no I/O. */
export { companyProfileOf, type CompanyProfile } from './company-profile.js';
export { rankCandidates } from './rank.js';
export { reasonsFor, reasonsForList, type CandidateReasons } from './reasons.js';
export type { Evidence, Factor, FactorKey, RankedCandidate } from './types.js';
export { rerankWithMarks, type Verdict } from './feedback-rerank.js';
export { FEEDBACK } from './weights.js';
export { whyMoved } from './feedback-reasons.js';
