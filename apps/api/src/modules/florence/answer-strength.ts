import { STOP_WORDS } from '@dealscout/domain';
import type { Evidence, FactorKey } from './engine/index.js';

/** The buyers whose evidence decides whether a list's answer is weak: the first two pages. */
export const WEAK_ANSWER_TOP = 10;
/**
 * A list is weak when fewer than this many of its top buyers are backed (below). Chosen against issue 40's
 * dealmaker scores (docs/florence.md, "When the answer is weak"): the dental group (scored 1 of 5) has none
 * backed and precision machining (2.5 of 5) one; a snack food maker has eight and a cloud security company
 * ten, like the food (3 of 5) and cloud security (4.5 of 5) lists.
 */
export const WEAK_ANSWER_BELOW = 2;
/** Content words of the company's answers a buyer's description and keywords must match: one or two is a coincidence. */
export const BACKING_MATCHES = 3;
/**
 * NAICS digits a buyer's code must share with the company's: the subsector (621 ambulatory care). Two, the
 * sector alone, puts hospitals and insurers beside a dental group.
 */
export const BACKING_NAICS_DIGITS = 3;
/** Without a NAICS code of the company's: how well the buyer's industry speaks the company's words (the industry factor). */
export const BACKING_INDUSTRY = 0.5;

interface StoredFactor {
  key: FactorKey;
  value: number;
  evidence: Evidence[];
}

const factorOf = (factors: readonly StoredFactor[], key: FactorKey) => factors.find((factor) => factor.key === key);

/** The content words the text factor matched: a stop-list word ("general", "services") proves nothing. */
export const contentMatches = (factors: readonly StoredFactor[]) =>
  (factorOf(factors, 'text')?.evidence ?? []).filter((item) => !STOP_WORDS.has(item.company_value.toLowerCase())).length;

const NAICS_FIELD = 'NAICS industry';

/** The leading digits the company's and the buyer's NAICS codes share (the industry factor's evidence; 0 when it cites none). */
export function sharedNaicsDigits(factors: readonly StoredFactor[]): number {
  const cited = factorOf(factors, 'industry')?.evidence.find((item) => item.company_field === NAICS_FIELD);
  if (!cited) return 0;
  const [company, buyer] = [cited.company_value, cited.candidate_value].map((value) => /^\d+/.exec(value)?.[0] ?? '');
  let shared = 0;
  while (shared < company!.length && company![shared] === buyer![shared]) shared++;
  return shared;
}

/** Whether the buyer works in the company's industry: by NAICS subsector when the company gave a code, else by its words. */
function sameIndustry(factors: readonly StoredFactor[], companyHasNaics: boolean): boolean {
  if (companyHasNaics) return sharedNaicsDigits(factors) >= BACKING_NAICS_DIGITS;
  return (factorOf(factors, 'industry')?.value ?? 0) >= BACKING_INDUSTRY;
}

/**
 * Whether a buyer's place rests on evidence: it did deals like the company's (an imported deal history), or
 * its description matches enough of the company's words and it works in the company's industry.
 */
export function isBacked(factors: readonly StoredFactor[], companyHasNaics: boolean): boolean {
  if ((factorOf(factors, 'history')?.evidence.length ?? 0) > 0) return true;
  return contentMatches(factors) >= BACKING_MATCHES && sameIndustry(factors, companyHasNaics);
}

/** How many of a list's top buyers (in rank order) are backed, and whether that makes the answer weak (never an empty list's). */
export function answerStrength(top: readonly (readonly StoredFactor[])[], companyHasNaics: boolean): { backed: number; weak: boolean } {
  const weighed = top.slice(0, WEAK_ANSWER_TOP);
  const backed = weighed.filter((factors) => isBacked(factors, companyHasNaics)).length;
  return { backed, weak: backed < Math.min(WEAK_ANSWER_BELOW, weighed.length) };
}
