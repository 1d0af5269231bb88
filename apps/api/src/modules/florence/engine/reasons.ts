import type { CompanyProfile } from './company-profile.js';
import type { Factor, RankedCandidate } from './types.js';

/** What the Florence page shows of a candidate beside its score: reasons and synergies, each from evidence. */
export interface CandidateReasons {
  ai_description: string;
  financial_synergies: string;
  operating_synergies: string;
  misc_synergies: string;
}

const factorOf = (candidate: RankedCandidate, key: Factor['key']) => candidate.factors.find((factor) => factor.key === key);

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;

function textReason(candidate: RankedCandidate): string | null {
  const text = factorOf(candidate, 'text');
  if (!text || text.evidence.length === 0) return null;
  const pairs = text.evidence
    .slice(0, 3)
    .map(
      (item) =>
        `${item.company_field.toLowerCase()} ${quote(item.company_value)} meets "${item.candidate_value}" in its ${item.candidate_field.toLowerCase()}`,
    );
  return `The company's ${pairs.join('; ')}.`;
}

/** Words of the candidate close in meaning to the company's own, where the words themselves differ. */
function meaningReason(candidate: RankedCandidate): string | null {
  const close = factorOf(candidate, 'meaning')?.evidence ?? [];
  if (close.length === 0) return null;
  const pairs = close.map(
    (item) =>
      `"${item.candidate_value}" in its ${item.candidate_field.toLowerCase()} is close in meaning to "${item.company_value}" in the company's ${item.company_field.toLowerCase()}`,
  );
  return `The word ${pairs.join('; the word ')}.`;
}

function industryReason(candidate: RankedCandidate): string | null {
  const industry = factorOf(candidate, 'industry');
  const stated = industry?.evidence.find((item) => item.company_field === 'NAICS industry');
  if (stated) return `Its NAICS industry ${stated.candidate_value} shares the leading digits of the company's ${stated.company_value}.`;
  const inferred = industry?.evidence.find((item) => item.candidate_field === 'Industry');
  return inferred
    ? `It works in ${inferred.candidate_value}, the industry whose companies describe themselves most like this company.`
    : null;
}

function sizeReason(candidate: RankedCandidate, profile: CompanyProfile): string | null {
  const cap = candidate.investor.market_cap;
  if (!cap) return null;
  return profile.goal === 'acquire'
    ? `As a ${cap.toLowerCase()} company it is a size an acquirer can take on.`
    : `As a ${cap.toLowerCase()} company it has the balance sheet for acquisitions.`;
}

function geographyReason(candidate: RankedCandidate): string | null {
  const place = factorOf(candidate, 'geography')?.evidence[0];
  return place ? `Its headquarters (${place.candidate_value}) lie where the company operates (${place.company_value}).` : null;
}

function supplyChainReason(candidate: RankedCandidate): string | null {
  const position = factorOf(candidate, 'supply_chain')?.evidence[0];
  return position ? `Both stand at the same place in the supply chain: ${position.candidate_value}.` : null;
}

function financialReason(candidate: RankedCandidate): string | null {
  const fits = factorOf(candidate, 'financial')?.evidence ?? [];
  return fits.length
    ? `The company's ${fits.map((item) => item.company_field).join(' and ')} fit the ${fits.map((item) => `${item.candidate_field.toLowerCase()} of ${item.candidate_value}`).join(' and ')}.`
    : null;
}

/**
 * Plain sentences written from the ranking's own evidence: each names a field of the company and the
 * candidate's field it met, so a reader can check it against both profiles. Nothing is said that no
 * evidence supports.
 */
export function reasonsFor(candidate: RankedCandidate, profile: CompanyProfile): CandidateReasons {
  const name = candidate.investor.company_name;
  const text = textReason(candidate);
  const meaning = meaningReason(candidate);
  const industry = industryReason(candidate);
  const geography = geographyReason(candidate);
  const supplyChain = supplyChainReason(candidate);
  const size = sizeReason(candidate, profile);
  const present = (...reasons: (string | null)[]) => reasons.filter((line): line is string => line !== null);
  const lines = present(text, meaning, industry, geography, supplyChain, size);
  const operating = present(text, meaning, supplyChain);
  const misc = present(industry, geography);
  return {
    ai_description: `${name} scores ${candidate.score} of 100. ${lines.join(' ')}`.trim(),
    financial_synergies: financialReason(candidate) ?? size ?? '-',
    operating_synergies: operating.join(' ') || '-',
    misc_synergies: misc.join(' ') || '-',
  };
}
