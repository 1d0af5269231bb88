import type { Investor } from '@dealscout/domain';

export type FactorKey = 'text' | 'meaning' | 'industry' | 'size' | 'geography' | 'supply_chain' | 'financial' | 'value_chain' | 'history';

/** One fact on each side that made a factor: which field of the company met which field of the candidate. */
export interface Evidence {
  company_field: string;
  company_value: string;
  candidate_field: string;
  candidate_value: string;
}

/** A factor's value (0..1) for one candidate and the facts behind it. */
export interface FactorPart {
  value: number;
  evidence: Evidence[];
}

export interface Factor extends FactorPart {
  key: FactorKey;
  weight: number;
}

export interface RankedCandidate {
  investor: Investor;
  /** 0..100 */
  score: number;
  factors: Factor[];
}
