import { US_STATES, type Investor } from '@dealscout/domain';
import { DECADES_BELOW_MEGA, industryOf, naicsProximity, sizePrior } from '../../investor-index/index.js';
import { sameSupplyChainPosition, type CompanyProfile } from './company-profile.js';
import type { Evidence, EvidenceSink } from './types.js';
import {
  FINANCIAL_EVIDENCE,
  FINANCIAL_REACH_DECADES,
  INDUSTRY_EVIDENCE,
  INDUSTRY_MIX,
  OTHER_SUPPLY_CHAIN_POSITION,
  SAME_COUNTRY,
  SMALL_COMPANY_REVENUE,
} from './weights.js';

/** Market value as a multiple of revenue: the order of magnitude of listed companies' price-to-sales. */
const PRICE_TO_SALES = 2;

/** The bucket a company of this revenue would sit in (its market value read as PRICE_TO_SALES times revenue), or null when no revenue is given. */
export function capBucketOfRevenue(revenue: number | null): string | null {
  if (revenue === null) return null;
  const value = PRICE_TO_SALES * revenue;
  if (value >= 200e9) return 'Mega Cap';
  if (value >= 10e9) return 'Large Cap';
  if (value >= 2e9) return 'Mid Cap';
  if (value >= 300e6) return 'Small Cap';
  if (value >= 50e6) return 'Micro Cap';
  return 'Nano Cap';
}

/**
 * Bigger than the company: an acquirer looks for targets its own size or smaller. Unknown either way
 * counts as not bigger.
 */
export function biggerThanCompany(profile: CompanyProfile, investor: Investor): boolean {
  const own = capBucketOfRevenue(profile.revenue);
  if (!own || !investor.market_cap || !(investor.market_cap in DECADES_BELOW_MEGA)) return false;
  return DECADES_BELOW_MEGA[investor.market_cap]! < DECADES_BELOW_MEGA[own]!;
}

/**
 * The company's stated NAICS code against the candidate's, and how well the candidate's industry speaks the
 * company's words (`industries`: each industry's relevance, 0..1). Evidence: the two codes where they share
 * digits, and the candidate's industry against the company's strongest words (`companyWords`) where it
 * speaks them well.
 */
export function industryFactor(
  profile: CompanyProfile,
  investor: Investor,
  industries: Map<string, number>,
  companyWords: string,
  evidence: EvidenceSink = null,
): number {
  const industry = industryOf(investor);
  const relevance = industry ? (industries.get(industry) ?? 0) : 0;
  const naics = profile.naics ? naicsProximity(profile.naics, investor.naics_six_digit_industry) : null;
  if (evidence) {
    if (naics?.digits)
      evidence.push({
        company_field: 'NAICS industry',
        company_value: profile.naics!,
        candidate_field: 'NAICS industry',
        candidate_value: investor.naics_six_digit_industry!,
      });
    if (industry && relevance >= INDUSTRY_EVIDENCE)
      evidence.push({ company_field: 'Description', company_value: companyWords, candidate_field: 'Industry', candidate_value: industry });
  }
  return naics ? INDUSTRY_MIX.naics * naics.value + INDUSTRY_MIX.vocabulary * relevance : relevance;
}

/**
 * Large companies buy more often, so the prior favours them; but a company under $50M revenue is
 * rarely a Mega cap's deal, so for it the Mega caps rank with the Mid caps (they still come first where
 * the text says so). An acquirer looks for targets smaller than itself, so there the prior turns round.
 * Evidence: the company's goal against the candidate's market cap.
 */
export function sizeFactor(profile: CompanyProfile, investor: Investor, evidence: EvidenceSink = null): number {
  if (evidence && investor.market_cap)
    evidence.push({
      company_field: 'Goal',
      company_value: profile.goal,
      candidate_field: 'Market cap',
      candidate_value: investor.market_cap,
    });
  let prior = sizePrior(investor.market_cap);
  if (investor.market_cap === 'Mega Cap' && profile.revenue !== null && profile.revenue < SMALL_COMPANY_REVENUE)
    prior = sizePrior('Mid Cap');
  return profile.goal === 'acquire' ? 1 - prior : prior;
}

const US_STATE_NAMES = new Set(US_STATES.map((state) => state.name.toLowerCase()));

interface Places {
  /** Lower-cased. */
  areas: Set<string>;
  /** What the evidence quotes of the company: the answer and its words. */
  field: string;
  named: string;
}

const placesOfProfile = new WeakMap<CompanyProfile, Places>();

/**
 * The places a company operates in, lower-cased, with the United States where it names a US state (a
 * company working in Ohio works in the US); a company that names none operates where it is
 * headquartered. Once per profile.
 */
function placesOf(profile: CompanyProfile): Places {
  let places = placesOfProfile.get(profile);
  if (!places) {
    const named = profile.areas.length ? profile.areas : [profile.headquarters.state, profile.headquarters.country];
    const areas = new Set(named.filter((area): area is string => !!area).map((area) => area.toLowerCase()));
    if ([...areas].some((area) => US_STATE_NAMES.has(area))) areas.add('united states');
    places = {
      areas,
      field: profile.areas.length ? 'Areas of operation' : 'Headquarters',
      named: profile.areas.length ? profile.areas.join(', ') : named.filter(Boolean).join(', '),
    };
    placesOfProfile.set(profile, places);
  }
  return places;
}

/** Where the candidate is headquartered among the places the company operates in: what it counts, what the evidence quotes. */
const GEOGRAPHY_MATCHES = {
  state: { value: 1, field: 'Headquarters state', of: (investor: Investor) => investor.us_state_full! },
  country: { value: SAME_COUNTRY, field: 'Headquarters country', of: (investor: Investor) => investor.country! },
} as const;

/**
 * Headquarters in a state the company operates in; else in a country it operates in (buyers at home are
 * the likelier ones); else none. Null for a company that names no place. Evidence: the place shared.
 */
export function geographyFactor(profile: CompanyProfile, investor: Investor, evidence: EvidenceSink = null): number | null {
  const places = placesOf(profile);
  if (places.areas.size === 0) return null;
  const match =
    investor.us_state_full && places.areas.has(investor.us_state_full.toLowerCase())
      ? GEOGRAPHY_MATCHES.state
      : investor.country && places.areas.has(investor.country.toLowerCase())
        ? GEOGRAPHY_MATCHES.country
        : null;
  if (!match) return 0;
  evidence?.push({
    company_field: places.field,
    company_value: places.named,
    candidate_field: match.field,
    candidate_value: match.of(investor),
  });
  return match.value;
}

/**
 * The same position in the supply chain (a horizontal deal); another known position counts a little. Null
 * where the company gives none. Evidence: the shared position.
 */
export function supplyChainFactor(profile: CompanyProfile, investor: Investor, evidence: EvidenceSink = null): number | null {
  if (!profile.supplyChain) return null;
  const position = investor.supply_chain_position;
  if (!position) return 0;
  if (!sameSupplyChainPosition(profile, position)) return OTHER_SUPPLY_CHAIN_POSITION;
  evidence?.push({
    company_field: 'Supply chain position',
    company_value: profile.supplyChain,
    candidate_field: 'Supply chain position',
    candidate_value: position,
  });
  return 1;
}

/** A company's figure (dollars) against a preferred deal size (millions): 1 at the size, falling to 0 FINANCIAL_REACH_DECADES off either way (log scale); null when either is unknown. */
function financialFit(figure: number | null, preferred: number | null): number | null {
  if (figure === null || preferred === null || !(preferred > 0)) return null;
  const ratio = figure / 1_000_000 / preferred;
  return ratio <= 0 ? 0 : Math.max(0, 1 - Math.abs(Math.log10(ratio)) / FINANCIAL_REACH_DECADES);
}

/** A figure that fits a preferred size well, as evidence. */
function citeFit(
  evidence: Evidence[],
  fit: number | null,
  [companyField, figure, candidateField, preferred]: [string, number | null, string, number | null],
) {
  if ((fit ?? 0) >= FINANCIAL_EVIDENCE)
    evidence.push({
      company_field: companyField,
      company_value: String(figure),
      candidate_field: candidateField,
      candidate_value: `${preferred}mm`,
    });
}

/**
 * The company's latest revenue and EBITDA against the candidate's preferred deal sizes, where both are
 * known; null where neither pair is. Evidence: each figure that fits well.
 */
export function financialFactor(profile: CompanyProfile, investor: Investor, evidence: EvidenceSink = null): number | null {
  const revenue = financialFit(profile.revenue, investor.preferred_revenue);
  const ebitda = financialFit(profile.ebitda, investor.preferred_ebitda);
  if (evidence) {
    citeFit(evidence, revenue, ['Revenue', profile.revenue, 'Preferred revenue', investor.preferred_revenue]);
    citeFit(evidence, ebitda, ['EBITDA', profile.ebitda, 'Preferred EBITDA', investor.preferred_ebitda]);
  }
  if (revenue === null) return ebitda;
  return ebitda === null ? revenue : (revenue + ebitda) / 2;
}
