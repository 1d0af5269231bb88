import { readFileSync } from 'node:fs';
import { US_STATES, type UserInput } from '@dealscout/domain';

/** One line of an evaluation split: a real acquisition whose acquirer is in the shipped dataset. */
export interface Deal {
  target: string;
  categories: string[];
  country: string | null;
  state: string | null;
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

/**
 * The questionnaire answers of the target, as the issue prescribes: Sell to a strategic buyer,
 * description = the target's name and categories, products and services = the categories, area of
 * operations = its state (by name, as the questionnaire's list gives it).
 */
export function dealAnswers(deal: Deal): UserInput {
  const state = US_STATES.find((entry) => entry.code === deal.state)?.name;
  return [
    { 'question-one': ['Sell'], buyer_type: ['Strategic'] },
    {
      description_input: [`${deal.target} ${deal.categories.join(', ')}`],
      product_input: deal.categories.length ? [...deal.categories] : ['none'],
      service_input: deal.categories.length ? [...deal.categories] : ['none'],
      area_of_operations_dropdown: state ? [state] : ['none'],
    },
    {},
  ];
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
