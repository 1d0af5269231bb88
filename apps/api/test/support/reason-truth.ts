import { compactMoney, US_STATES, type Investor } from '@dealscout/domain';

/**
 * Checks that a reason reads whole and says only what the data states (issue 40): each returns what is
 * wrong, one line a fault, so a failing test names the text.
 */

/** A text's sentences: split after '.', '!' or '?' and a space. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Words a sentence or a clause of one cannot end on: the phrase before them was cut. */
const DANGLING_END = /\b(?:its|and|or|of|a|an|the|to|for|with|in|on|by|at|from|into|as|such|through|across|between|including|within|via)$/i;
/** What cannot follow "its": "its as a food and beverage company", "its the fixed income", "its its products". */
const AFTER_ITS = /\bits\s+(?:its|as|and|or|of|a|an|the|to|for|with|in|on|by|at|from|one|two|following)\b/i;

/** Sentences that do not end properly: no full stop, a clause ending on "and", "of", "its", or "its as". */
export function brokenSentences(text: string): string[] {
  if (text === '-') return [];
  const found: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if (!/[.!?]$/.test(sentence)) found.push(`no full stop: "${sentence}"`);
    for (const clause of sentence.replace(/[.!?]+$/, '').split(/[;:]\s*/)) {
      const end = DANGLING_END.exec(clause.trim());
      if (end) found.push(`ends on "${end[0]}": "${sentence}"`);
    }
    const its = AFTER_ITS.exec(sentence);
    if (its) found.push(`"${its[0]}": "${sentence}"`);
  }
  return found;
}

const STATE_NAMES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.name));
const STATES_LONGEST_FIRST = [...STATE_NAMES].sort((a, b) => b.length - a.length);

/** Where the company works: the states it names, and its countries (the United States where it names a state). */
export function operatesIn(areas: string[]) {
  const states = areas.filter((area) => STATE_NAMES.has(area));
  const countries = areas.filter((area) => !STATE_NAMES.has(area));
  if (states.length) countries.push('United States');
  return { states, countries };
}

/** Phrases that say the buyer shares the company's home state. */
const HOME_MARKET = /home market|where you operate|footprint/i;

/**
 * Geography the data contradicts: a home-market or state claim where the buyer's stored state is not one
 * the company names, a headquarters other than the stored one, a country claimed for both that is not both's.
 */
export function geographyProblems(text: string, investor: Investor, areas: string[], countryNames: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const { states, countries } = operatesIn(areas);
  const state = investor.us_state_full;
  for (const sentence of sentencesOf(text)) {
    if (HOME_MARKET.test(sentence) && !(state && states.includes(state)))
      found.push(`a home market claimed, but its state (${state ?? 'none'}) is not one of yours (${areas.join(', ')}): "${sentence}"`);
    for (const [, claimed] of sentence.matchAll(/home market with your (.+?) operations/g))
      if (claimed !== state) found.push(`a home market in ${claimed}, but it is in ${state ?? 'no state'}: "${sentence}"`);
    for (const [, place] of sentence.matchAll(/\b(?:[Hh]eadquartered|based) in ([A-Z][^,;.]*(?:, D\.C)?)/g)) {
      const stored = [state, investor.country, state === 'District of Columbia' ? 'Washington, D.C' : null];
      if (!stored.includes(place!.replace(/^the /, '')))
        found.push(`headquartered in ${place}, stored as ${stored.filter(Boolean).join(', ')}`);
    }
    // A country said of both sides: the buyer's stored country, and one the company works in. State names
    // are taken out first ("New Jersey" is no claim of Jersey, "Georgia" none of the country).
    if (!/\byou/i.test(sentence)) continue;
    const countriesSaid = STATES_LONGEST_FIRST.reduce((rest, name) => rest.split(name).join(' '), sentence);
    for (const country of countryNames) {
      if (!new RegExp(`\\b${country}\\b`).test(countriesSaid)) continue;
      if (country !== investor.country || !countries.includes(country))
        found.push(
          `${country} said of both, but it is in ${investor.country ?? 'no country'} and you in ${countries.join(', ')}: "${sentence}"`,
        );
    }
  }
  return found;
}

/** The dataset's market-cap buckets and the ranges a reason gives them. */
const RANGES: Record<string, string> = {
  'Mega Cap': 'over $200B',
  'Large Cap': '$10B-$200B',
  'Mid Cap': '$2B-$10B',
  'Small Cap': '$300M-$2B',
  'Micro Cap': '$50M-$300M',
  'Nano Cap': 'under $50M',
};

/** Sizes other than stored: a market-cap range not the buyer's bucket, a revenue or EBITDA not the company's. */
export function sizeProblems(text: string, investor: Investor, financials: { revenue: number | null; ebitda: number | null }): string[] {
  const found: string[] = [];
  for (const [, inBrackets, afterAt] of text.matchAll(/\(([^()]+) market cap\)|At (\S+(?: \$\S+)?) market cap/g)) {
    const said = inBrackets ?? afterAt;
    if (said !== RANGES[investor.market_cap ?? '']) found.push(`${said} market cap, stored as ${investor.market_cap ?? 'none'}`);
  }
  const money = (value: number | null) => (value ? compactMoney(value) : null);
  for (const [, figure, what] of text.matchAll(/(\$[\d.]+[KMB]?) (revenue|EBITDA)\b/g)) {
    const stored = money(what === 'revenue' ? financials.revenue : financials.ebitda);
    if (figure !== stored) found.push(`${figure} ${what}, stored as ${stored ?? 'none'}`);
  }
  return found;
}
