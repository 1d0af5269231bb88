import { FACTOR_LABELS, isEvidenceWord, type Buyer, type BuyerFactor, type BuyerMark, type Investor } from '@dealscout/domain';
import type { CandidateReasons, Factor } from './engine/index.js';
import { naicsWithTitle } from '../taxonomy/index.js';

/** What a result row keeps of a candidate beside its rank and score. */
export interface ResultDetail {
  factors: BuyerFactor[];
  reasons: CandidateReasons;
}

/** The field of the evidence that quotes NAICS codes: shown with their titles. */
const NAICS_FIELD = 'NAICS industry';

/** The factors whose evidence pairs words of the two texts. */
const WORD_FACTORS: ReadonlySet<string> = new Set(['text', 'meaning']);

/** A word pair a run kept before generic words stopped being evidence ("general ↔ general"): not shown. */
const genericPair = (item: BuyerFactor['evidence'][number]) =>
  [item.company_value, item.candidate_value].some((value) => !/\s/.test(value) && !isEvidenceWord(value));

/** Evidence as shown: a NAICS code with its title (kept bare in the list's rows), and no generic word pair of an older run. */
const shownEvidence = (factor: BuyerFactor): BuyerFactor['evidence'] =>
  (WORD_FACTORS.has(factor.key) ? factor.evidence.filter((item) => !genericPair(item)) : factor.evidence).map((item) => ({
    ...item,
    company_value: item.company_field === NAICS_FIELD ? naicsWithTitle(item.company_value) : item.company_value,
    candidate_value: item.candidate_field === NAICS_FIELD ? naicsWithTitle(item.candidate_value) : item.candidate_value,
  }));

export const presentFactors = (factors: Factor[]): BuyerFactor[] =>
  factors.map((factor) => ({
    key: factor.key,
    label: FACTOR_LABELS[factor.key],
    weight: factor.weight,
    value: Math.round(factor.value * 1000) / 1000,
    evidence: factor.evidence,
  }));

/**
 * A buyer of the list as the API returns it, with the company's mark on it and why the marks moved it; a
 * row of the list's tail says where it ranked and that no reasons were kept.
 */
export function presentBuyer(
  investor: Investor,
  result: { rank: number; score: number; detail: unknown },
  total: number,
  feedback: { mark: BuyerMark | null; moved: string | null } = { mark: null, moved: null },
): Buyer {
  const detail = result.detail as ResultDetail | null;
  const tail = `${investor.company_name} ranks ${result.rank} of ${total} with a score of ${result.score}.`;
  return {
    id: investor.id,
    rank: result.rank,
    score: result.score,
    company_name: investor.company_name,
    type: investor.type,
    us_state_full: investor.us_state_full,
    country: investor.country,
    url: investor.url,
    description: investor.description,
    hq_address: investor.hq_address,
    ai_description: detail?.reasons.ai_description ?? tail,
    financial_synergies: detail?.reasons.financial_synergies ?? '-',
    operating_synergies: detail?.reasons.operating_synergies ?? '-',
    misc_synergies: detail?.reasons.misc_synergies ?? '-',
    factors: (detail?.factors ?? []).map((factor) => ({ ...factor, evidence: shownEvidence(factor) })),
    ...feedback,
  };
}
