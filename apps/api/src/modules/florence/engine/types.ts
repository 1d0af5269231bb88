import type { Investor } from '@dealscout/domain';

export type FactorKey = 'text' | 'meaning' | 'industry' | 'size' | 'geography' | 'supply_chain' | 'financial' | 'value_chain' | 'history';

/** One fact on each side that made a factor: which field of the company met which field of the candidate. */
export interface Evidence {
  company_field: string;
  company_value: string;
  candidate_field: string;
  candidate_value: string;
}

/**
 * Where a factor writes the facts behind its value: a detailed row's list, or null while the ranking only
 * scores (thousands of candidates are scored, only the first DETAILED_ROWS keep their evidence).
 */
export type EvidenceSink = Evidence[] | null;

/**
 * One factor of one ranking, for the candidate at `at` in its pool: its value (0..1; null where the company
 * gave nothing for it, and the factor is left out), with its evidence written to `evidence` when given. The
 * score reads the value, the reasons the evidence: both come from this one function.
 */
export type RankingFactor = (at: number, evidence: EvidenceSink) => number | null;

/** A factor as a ranked candidate keeps it: its weight in the score, its value (0..1) and the facts behind it. */
export interface Factor {
  key: FactorKey;
  weight: number;
  value: number;
  evidence: Evidence[];
}

export interface RankedCandidate {
  investor: Investor;
  /** 0..100 */
  score: number;
  factors: Factor[];
}
