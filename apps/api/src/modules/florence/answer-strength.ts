import { STOP_WORDS } from '@dealscout/domain';
import type { Evidence, FactorKey } from './engine/index.js';

/** The buyers whose evidence decides whether a list's answer is weak: the first two pages. */
export const WEAK_ANSWER_TOP = 10;
/**
 * A list is weak when fewer than this many of its top buyers are backed (below). Chosen on the twenty
 * companies of test/support/florence-companies.ts and the dev v2 deals (docs/florence.md, "When the answer
 * is weak"): the dental group, whose top ten were suppliers and hospital systems, has none; cloud
 * security has ten; lists a dealmaker would call keep at least two.
 */
export const WEAK_ANSWER_BELOW = 2;
/** Content words of the company's answers a buyer's description and keywords must match: one or two is a coincidence. */
export const BACKING_MATCHES = 3;
/** The industry factor at which a buyer's NAICS code or industry is the company's own (or its close neighbour's). */
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

/**
 * Whether a buyer's place rests on evidence: it did deals like the company's (an imported deal history), or
 * its description matches enough of the company's words and it works in the company's industry.
 */
export function isBacked(factors: readonly StoredFactor[]): boolean {
  if ((factorOf(factors, 'history')?.evidence.length ?? 0) > 0) return true;
  return contentMatches(factors) >= BACKING_MATCHES && (factorOf(factors, 'industry')?.value ?? 0) >= BACKING_INDUSTRY;
}

/** How many of a list's top buyers (in rank order) are backed, and whether that makes the answer weak (never an empty list's). */
export function answerStrength(top: readonly (readonly StoredFactor[])[]): { backed: number; weak: boolean } {
  const weighed = top.slice(0, WEAK_ANSWER_TOP);
  const backed = weighed.filter(isBacked).length;
  return { backed, weak: backed < Math.min(WEAK_ANSWER_BELOW, weighed.length) };
}
