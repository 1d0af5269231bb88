import { readFileSync } from 'node:fs';
import { COUNTRY_STATES, NONE, toUserInput, US_STATES, type Country, type FormAnswers, type UserInput } from '@dealscout/domain';

/** One line of an evaluation split: a real acquisition whose acquirer is in the shipped dataset. */
export interface Deal {
  target: string;
  categories: string[];
  country: string | null;
  state: string | null;
  acquired_at: string | null;
  price_usd: string | null;
  acquirer: string;
  acquirer_website: string | null;
}

/** The deals of a JSON-lines split (the path is the caller's: splits are never part of the repository). */
export function readDeals(file: string): Deal[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Deal);
}

const HEALTHCARE = /health|bio|medic|pharm|hospital|diagnos|clinic|care/i;

/** The deals whose categories are healthcare, as the issue defines them. */
export const isHealthcare = (deal: Deal) => deal.categories.some((category) => HEALTHCARE.test(category));

/** The questionnaire's countries by the ISO 3166 alpha-3 codes the splits use. */
const COUNTRY_BY_CODE: Record<string, Country> = {
  USA: 'United States',
  GBR: 'United Kingdom',
  CAN: 'Canada',
  DEU: 'Germany',
  FRA: 'France',
  CHN: 'China',
  IND: 'India',
  BRA: 'Brazil',
  AUS: 'Australia',
  ITA: 'Italy',
  UKR: 'Ukraine',
};

/** Headquarters as the form asks it (a country it lists and one of its states): the deal's own where the form has them. */
function headquarters(deal: Deal): [Country, string] {
  const country = COUNTRY_BY_CODE[deal.country ?? ''] ?? 'United States';
  const states: readonly string[] = COUNTRY_STATES[country];
  const usState = country === 'United States' ? US_STATES.find((entry) => entry.code === deal.state)?.name : undefined;
  return [country, usState ?? states[0]!];
}

/**
 * The questionnaire answers of the target, as the issue prescribes: Sell to a strategic buyer,
 * description = the target's name and categories, products and services = the categories, area of
 * operations = its state (by name, as the questionnaire's list gives it). The form requires every
 * other question too, so the rest says only what the deal says (strengths = the
 * categories) or, for what Florence does not read (mission, vision, culture, headquarters outside the
 * form's countries, financials), a neutral answer; selects answer 'none'.
 */
export function dealAnswers(deal: Deal): UserInput {
  const state = US_STATES.find((entry) => entry.code === deal.state)?.name;
  const categories = deal.categories.length ? [...deal.categories] : [deal.target || 'Company'];
  const answers: FormAnswers = {
    'question-one': ['Sell'],
    sell_scope: ['Sell all'],
    price_importance: [5],
    change_after_sale_importance: [5],
    buyer_type: ['Strategic'],
    functional_strengths: ['Distribution'],
    'NAICS-Master-Dropdown': [NONE],
    'NAICS-Sub-Dropdown': [NONE],
    primary_sector_dropdown: [NONE],
    speciality_input: [NONE],
    description_input: [`${deal.target} ${deal.categories.join(', ')}`.trim()],
    mission_input: ['Not stated'],
    vision_input: ['Not stated'],
    descriptor_input: categories,
    location_input: headquarters(deal),
    supply_chain_dropdown: [NONE],
    area_of_operations_dropdown: state ? [state] : [NONE],
    product_input: categories,
    service_input: categories,
    culture_and_values_input: ['Not stated'],
    workplace_culture_dropdown: [NONE],
    ...Object.fromEntries(['revenue', 'expenses', 'ebitda'].map((kind) => [`${kind}_year_one`, ['0']])),
    intrinsic_input: ['0'],
    extrinsic_input: ['0'],
  };
  return toUserInput(answers);
}

const SUFFIXES = /\b(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|lp|holdings?|group|the|n\.?v|s\.?a|ag)\b/g;

export const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.,'()]/g, '')
    .replace(SUFFIXES, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const hostOf = (url: string | null | undefined) => {
  if (!url) return null;
  const host = url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0];
  return host || null;
};

/**
 * The acquirer's 1-based rank in a ranked list, or null when it is not there: by name first; by website
 * host only when no name matches (some dataset rows share a placeholder website, so a host alone can
 * point at the wrong company). A company listed twice counts at its better place.
 */
export function acquirerRank(deal: Deal, ranked: readonly { company_name: string; url: string | null }[]): number | null {
  const name = normalName(deal.acquirer);
  let position = ranked.findIndex((candidate) => normalName(candidate.company_name) === name);
  if (position < 0) {
    const host = hostOf(deal.acquirer_website);
    if (host) position = ranked.findIndex((candidate) => hostOf(candidate.url) === host);
  }
  return position < 0 ? null : position + 1;
}
