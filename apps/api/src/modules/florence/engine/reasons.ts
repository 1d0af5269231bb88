import { compactMoney } from '@dealscout/domain';
import type { CandidateIndex } from '../../investor-index/index.js';
import { sameSupplyChainPosition, type CompanyProfile } from './company-profile.js';
import { opensWithVerb } from './business-lines.js';
import { pairFacts, type PairFacts } from './reason-facts.js';
import { MAX_REASON_CHARS, mentionsAny, quotes, withoutNames } from './reason-rules.js';
import type { RankedCandidate } from './types.js';

/** What the Florence page shows of a candidate beside its score: reasons and synergies, each from evidence. */
export interface CandidateReasons {
  ai_description: string;
  financial_synergies: string;
  operating_synergies: string;
  misc_synergies: string;
}

/** The dataset's market-cap buckets, as a reader knows them, with the market values they stand for. */
const BUCKETS: Record<string, { adjective: string; range: string; floor: number }> = {
  'Mega Cap': { adjective: 'mega-cap', range: 'over $200B', floor: 200e9 },
  'Large Cap': { adjective: 'large-cap', range: '$10B-$200B', floor: 10e9 },
  'Mid Cap': { adjective: 'mid-cap', range: '$2B-$10B', floor: 2e9 },
  'Small Cap': { adjective: 'small-cap', range: '$300M-$2B', floor: 300e6 },
  'Micro Cap': { adjective: 'micro-cap', range: '$50M-$300M', floor: 50e6 },
  'Nano Cap': { adjective: 'nano-cap', range: 'under $50M', floor: 0 },
};

/** The longest the candidate's line is quoted in the opening sentence, and the least room worth quoting it in. */
const FIT_PHRASE_CHARS = { most: 220, least: 40 };
/**
 * A buyer worth this many times the company's revenue (its bucket's floor) pays for it from its balance
 * sheet or funds (`balanceSheet`), or without strain (`easy`); worth less, the deal would transform it.
 */
const BUYER_TIMES_REVENUE = { balanceSheet: 100, easy: 10 };

/** "a", "a and b", "a, b and c". */
const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
/** "Abbott Laboratories'", "Henry Schein, Inc.'s". */
const possessive = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);
const sentence = (text: string) => capital(text.trim().replace(/[\s.;,]+$/, '')) + '.';

/** "the United States", "the Netherlands": a country named with its article. */
const withArticle = (country: string | null) =>
  country && /^(?:united|netherlands|philippines|czech|bahamas|cayman|british)\b/i.test(country) ? `the ${country}` : country;
const placeOf = ({ investor }: PairFacts) => {
  const { us_state_full: state, country } = investor;
  if (state === 'District of Columbia') return 'Washington, D.C.';
  if (state) return country && country !== 'United States' ? `${state}, ${country}` : state;
  return withArticle(country);
};
const areasOf = ({ profile }: PairFacts) => list(profile.areas.slice(0, 3));
const bucketOf = (facts: PairFacts) => {
  const bucket = facts.investor.market_cap ? BUCKETS[facts.investor.market_cap] : undefined;
  // "small-cap" where the match found the stop-list word "small": the range alone says the size.
  return bucket && mentionsAny(bucket.adjective, facts.banned) ? { ...bucket, adjective: 'listed' } : bucket;
};

/** What the company does that meets the candidate: its answers by name, else the words the match found. */
function yourWork(facts: PairFacts, fallback: string): string {
  if (facts.items.length) return `your ${list(facts.items.map(lower))}`;
  if (facts.alsoItems.length) return `your ${list(facts.alsoItems.map(lower))}`;
  if (facts.shared.length) return `your ${list(facts.shared)} work`;
  return fallback;
}

/** The candidate's business that fits, named from its summary; null where its summary gives no whole name. */
function lineOf(facts: PairFacts) {
  const { line } = facts;
  if (!line) return null;
  if (line.label) return `its ${line.label} segment`;
  return line.head ? `its ${line.head}` : null;
}

/** A phrase cut to `budget` characters at the end of a list item where one ends in reach, else at a word. */
function trimmed(phrase: string, budget: number): string {
  if (phrase.length <= budget) return phrase;
  const head = phrase.slice(0, budget);
  const at = Math.max(head.lastIndexOf('; '), head.lastIndexOf(', '));
  const qualifier = [...head.matchAll(/ (?:comprising|including|such as|which|that|for|with|to|in) /gi)].at(-1)?.index ?? -1;
  const cut =
    at >= budget / 2 ? head.slice(0, at) : qualifier >= budget / 2 ? head.slice(0, qualifier) : head.slice(0, head.lastIndexOf(' '));
  return cut
    .replace(/(?:[\s,;]+(?:and|or|of|the|for|with|to|in|on|at|by|such as|including|as well as|a|an))+$/i, '')
    .replace(/[\s,;]+$/, '');
}

/** The candidate's business that fits, in at most `room` characters; null when none was found or room is short. */
function fitSentence(facts: PairFacts, room: number): string | null {
  const { line, name } = facts;
  if (!line) return null;
  const kind = INVESTOR_KIND[facts.investor.type];
  const opening = line.label
    ? `${possessive(name)} ${line.label} segment ${line.verb}`
    : line.subject && /^its\s/i.test(line.subject)
      ? `${possessive(name)} ${line.subject.replace(/^its\s+/i, '')} ${line.verb}`
      : `${name}${kind ? `, a ${kind} investor,` : ''} ${line.verb}`;
  const budget = Math.min(FIT_PHRASE_CHARS.most, room - opening.length - 2);
  if (budget < FIT_PHRASE_CHARS.least) return null;
  const phrase = trimmed(line.phrase, budget);
  // "distributes ...; provides supply chain services": a phrase with a verb of its own keeps it.
  return sentence(opensWithVerb(phrase) ? `${opening.slice(0, opening.lastIndexOf(` ${line.verb}`))} ${phrase}` : `${opening} ${phrase}`);
}

/** Who the candidate is, where no line of its summary was found to fit. */
function introSentence(facts: PairFacts): string {
  const { investor, name } = facts;
  const industry = investor.narrow_specialty ?? investor.broad_specialty;
  const kind = INVESTOR_KIND[investor.type];
  if (kind) return sentence(`${name} is a ${kind} investor${industry ? ` in ${industry}` : ''}`);
  return sentence(industry ? `${name} works in ${industry}` : `${name} ranks high on your list`);
}

function linkSentence(facts: PairFacts): string | null {
  if (facts.items.length) return sentence(`That meets your ${list(facts.items.map(lower))}`);
  if (facts.alsoItems.length) return sentence(`Its profile also covers your ${list(facts.alsoItems.map(lower))}`);
  if (facts.shared.length)
    return sentence(
      facts.sharedInLine
        ? `That is the same ${list(facts.shared)} work you do`
        : `Its profile also names ${list(facts.shared)} work, as yours does`,
    );
  if (facts.close) return sentence(`Its ${facts.close[0]} work is close in nature to your ${facts.close[1]}`);
  return null;
}

/** How a deal of the company's size sits with a buyer of the candidate's size. */
function buyerRelation(facts: PairFacts): string {
  const bucket = bucketOf(facts);
  const revenue = facts.profile.revenue;
  const size = revenue ? `a company of ${compactMoney(revenue)} revenue` : 'a company of your size';
  if (!bucket) return `could pay for ${size}`;
  if (!revenue || bucket.floor === 0) return `could pay for ${size}${bucket.floor === 0 ? ', though it would be a major step for it' : ''}`;
  if (revenue < bucket.floor / BUYER_TIMES_REVENUE.balanceSheet)
    return `could pay for ${size} ${facts.investor.type === 'corporation' ? 'from its balance sheet' : 'from its funds'}`;
  if (revenue < bucket.floor / BUYER_TIMES_REVENUE.easy) return `could fund ${size} without strain`;
  return `would find ${size} a transforming deal`;
}

/** How buying the candidate sits with the company's size. */
function targetRelation(facts: PairFacts): string {
  const bucket = bucketOf(facts);
  if (!bucket) return 'its size is not known, so price it from its filings';
  if (bucket.floor <= BUCKETS['Micro Cap']!.floor) return 'small enough to finance from cash flow and debt';
  if (bucket.floor <= BUCKETS['Small Cap']!.floor) return 'within reach with outside financing';
  return 'a stretch that would need partners or stock';
}

function capacitySentence(facts: PairFacts): string | null {
  const bucket = bucketOf(facts);
  if (facts.profile.goal === 'acquire') {
    return bucket ? sentence(`As a ${bucket.adjective} company (${bucket.range} market cap) it is ${targetRelation(facts)}`) : null;
  }
  if (!bucket) return null;
  const kind = facts.investor.type === 'corporation' ? 'company' : 'investor';
  return sentence(`A ${bucket.adjective} ${kind} (${bucket.range} market cap), it ${buyerRelation(facts)}`);
}

const INVESTOR_KIND: Record<string, string> = { 'private equity': 'private equity', 'venture capital': 'venture capital' };

function financialFits(facts: PairFacts): string | null {
  const fits = facts.financial.map((item) => {
    const figure = Number(item.company_value);
    return `your ${item.company_field} of ${Number.isFinite(figure) ? compactMoney(figure) : item.company_value} is near the ${item.candidate_value} it prefers`;
  });
  return fits.length ? list(fits) : null;
}

function goalSentence(facts: PairFacts): string {
  const { goal, buyerType } = facts.profile;
  const type = facts.investor.type;
  const into = lineOf(facts) ?? 'its business';
  if (goal === 'acquire') return sentence(`As a target it would add ${into} to what you offer`);
  if (goal === 'sell' && buyerType === 'strategic')
    return sentence(`For the strategic exit you seek, it could fold your business into ${lineOf(facts) ?? 'its own'}`);
  const fits = financialFits(facts);
  if (goal === 'sell') {
    const how =
      type === 'venture capital' ? 'it backs growing companies for a stake' : 'it buys companies outright and backs their management';
    return sentence(`For an exit to a financial buyer, ${how}${fits ? `; ${fits}` : ''}`);
  }
  if (type === 'corporation')
    return sentence(`For the recapitalisation you seek, it could take a minority stake and fund expansion alongside ${into}`);
  const how =
    type === 'venture capital'
      ? 'it could invest fresh money for a minority stake'
      : 'it could buy part of your equity and fund the next stage while you keep control';
  return sentence(`For the recapitalisation you seek, ${how}${fits ? `; ${fits}` : ''}`);
}

/**
 * Where the candidate is against where the company works, each claim only as the data states it: a home
 * market shared only in a state both are in, else the country both are in, named as the country.
 */
function geographySentence(facts: PairFacts): string | null {
  const place = placeOf(facts);
  if (!place) return null;
  const areas = areasOf(facts);
  switch (facts.reach) {
    case 'same state':
      return sentence(`Headquartered in ${place}, it shares a home market with your ${place} operations`);
    case 'same country':
      return facts.investor.us_state_full
        ? sentence(`Headquartered in ${place}, it works in ${withArticle(facts.investor.country)}, as you do`)
        : sentence(`Headquartered in ${place}, it works where you do`);
    case 'elsewhere':
      return facts.profile.goal === 'acquire'
        ? sentence(`Headquartered in ${place}, it would take you beyond ${areas}`)
        : sentence(`Headquartered in ${place}, outside ${areas}, it would gain a foothold there through you`);
    default:
      return sentence(`It is headquartered in ${place}`);
  }
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const VERB_OF_DEALS: Record<string, string> = { 'Past acquisition': 'Bought', 'Past investment': 'Invested in' };

/**
 * Its past deals like the company, as an analyst cites them: "Bought three companies like yours: Acme
 * Dental Imaging (2014), ...", naming at most three (the closest); null without any.
 */
export function historySentence(facts: Pick<PairFacts, 'pastDeals'>): string | null {
  const cited = facts.pastDeals;
  if (!cited.length) return null;
  const total = Math.max(cited.length, Number(cited[0]!.company_value) || 0);
  const verbs = new Set(cited.map((deal) => VERB_OF_DEALS[deal.candidate_field] ?? 'Did a deal with'));
  const verb = verbs.size === 1 ? [...verbs][0]! : 'Bought or invested in';
  const count = total < NUMBER_WORDS.length ? NUMBER_WORDS[total]! : total.toLocaleString('en-US');
  const companies = total === 1 ? 'a company' : `${count} companies`;
  const names = list(cited.map((deal) => deal.candidate_value));
  return `${verb} ${companies} like yours${total > cited.length ? ', among them' : ':'} ${names}.`;
}

/** Sentences that break no rule (no stop-list word the match found, no run of the company's description), each once. */
function keep(facts: PairFacts, sentences: (string | null)[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((text): text is string => {
    if (!text || seen.has(text)) return false;
    seen.add(text);
    return !mentionsAny(withoutNames(text, [facts.name]), facts.banned) && !quotes(text, facts.profile.description);
  });
}

/** The paragraph of Reasons For Target: the business that fits, what of the company it meets, size and goal, place. */
function paragraph(facts: PairFacts): string {
  // The past deals are names from the data, quoted as they are: the word rules are for the engine's own words.
  const history = historySentence(facts);
  const rest = [
    ...(history ? [history] : []),
    ...keep(facts, [linkSentence(facts), capacitySentence(facts), goalSentence(facts), geographySentence(facts)]),
  ];
  const room = MAX_REASON_CHARS - rest.reduce((sum, text) => sum + text.length + 1, 0);
  const opening = keep(facts, [fitSentence(facts, room)])[0] ?? keep(facts, [introSentence(facts)])[0] ?? `${facts.name}.`;
  const sentences = [opening, ...rest];
  while (sentences.join(' ').length > MAX_REASON_CHARS && sentences.length > 1) sentences.splice(sentences.length - 1, 1);
  return sentences.join(' ');
}

function financialSynergy(facts: PairFacts): string {
  const bucket = bucketOf(facts);
  const into = lineOf(facts) ?? 'its business';
  const { revenue, ebitda, goal } = facts.profile;
  const work = yourWork(facts, '');
  const joined = work ? `${work} revenue` : 'your revenue';
  if (goal === 'acquire') {
    const size = bucket
      ? `At ${bucket.range} market cap, a ${bucket.adjective} target is ${targetRelation(facts)}`
      : `Its size is unknown: ${targetRelation(facts)}`;
    return sentence(
      `${size}${revenue ? ` for a company of ${compactMoney(revenue)} revenue` : ''}; ${into} would add its revenue to yours`,
    );
  }
  const figures = [revenue ? `${compactMoney(revenue)} revenue` : null, ebitda ? `${compactMoney(ebitda)} EBITDA` : null].filter(
    (figure): figure is string => figure !== null,
  );
  const company = figures.length ? `a company of ${list(figures)}` : 'a company of your size';
  const fits = financialFits(facts);
  if (facts.investor.type !== 'corporation') {
    const kind = INVESTOR_KIND[facts.investor.type] ?? 'financial';
    const firm = bucket ? `A ${bucket.adjective} ${kind} investor (${bucket.range} market cap)` : `A ${kind} investor`;
    return sentence(`${firm} could pay cash for ${company}${fits ? ` (${fits})` : ''}; ${joined} would anchor ${into} among its holdings`);
  }
  const buyer = bucket ? `A ${bucket.adjective} buyer (${bucket.range} market cap)` : 'A buyer of undisclosed size';
  const relation = buyerRelation(facts).replace(/a company of [^ ]+ revenue|a company of your size/, company);
  return sentence(`${buyer} ${relation}; ${joined} would join ${lineOf(facts) ?? 'its own'}`);
}

const SUPPLY: (facts: PairFacts) => string | null = ({ investor, profile }) => {
  const theirs = investor.supply_chain_position;
  const yours = profile.supplyChain;
  if (!theirs || !yours) return null;
  if (sameSupplyChainPosition(profile, theirs))
    return `both stand at the same link of the supply chain (${theirs.toLowerCase()}), so purchasing and overheads can be pooled`;
  return `as a ${theirs.toLowerCase()} it sits a link away from your ${yours.toLowerCase()} position, a vertical fit`;
};

function operatingSynergy(facts: PairFacts): string {
  const work = capital(yourWork(facts, 'your business'));
  const clauses = [`${work} would sit beside ${lineOf(facts) ?? 'its own'}`, SUPPLY(facts)];
  if (facts.strength) clauses.push(`what you count as a strength (${lower(facts.strength)}) would carry over`);
  else if (facts.close) clauses.push(`its ${facts.close[0]} work is close to your ${facts.close[1]}`);
  return sentence(clauses.filter(Boolean).join('; '));
}

function miscSynergy(facts: PairFacts): string {
  const { investor, naics } = facts;
  const industry = investor.narrow_specialty ?? investor.broad_specialty ?? investor.super_sector;
  const clauses: string[] = [];
  if (industry)
    clauses.push(
      `its industry is ${industry}${naics && naics.digits >= 2 ? ` (NAICS ${naics.candidate}, the first ${naics.digits} digits shared with your ${naics.company})` : ''}`,
    );
  const place = placeOf(facts);
  const areas = areasOf(facts);
  if (place && facts.reach === 'same state') clauses.push(`its ${place} headquarters sit inside your ${areas} footprint`);
  else if (place && facts.reach === 'same country')
    clauses.push(
      facts.investor.us_state_full
        ? `based in ${place}, it is in ${withArticle(facts.investor.country)}, where you work too`
        : `based in ${place}, it is where you work`,
    );
  else if (place && facts.reach === 'elsewhere') clauses.push(`${areas} would be new ground for a company based in ${place}`);
  else if (place) clauses.push(`it is based in ${place}`);
  if (facts.brings.length) clauses.push(`it would bring ${list(facts.brings)} with it`);
  return clauses.length ? sentence(clauses.join('; ')) : '-';
}

/** The texts, each held to the rules; one that breaks them is left out rather than shown. */
function written(facts: PairFacts): CandidateReasons {
  const checked = (text: string) => (keep(facts, [text]).length && text.length <= MAX_REASON_CHARS ? text : '-');
  return {
    ai_description: paragraph(facts),
    financial_synergies: checked(financialSynergy(facts)),
    operating_synergies: checked(operatingSynergy(facts)),
    misc_synergies: checked(miscSynergy(facts)),
  };
}

/**
 * The reasons of one candidate, written as an analyst would from the ranking's own evidence: the
 * candidate's business that fits (read from its summary), what of the company it meets, its size for
 * the company's goal and where it is. The company's description is never quoted back, no stop-list
 * word the match found is named, and no text is over 600 characters.
 */
export function reasonsFor(candidate: RankedCandidate, profile: CompanyProfile, index?: CandidateIndex): CandidateReasons {
  return written(pairFacts(candidate, profile, index));
}

const SYNERGY_KEYS = ['financial_synergies', 'operating_synergies', 'misc_synergies'] as const;

/**
 * The reasons of a list's candidates, best first. Two synergies of different candidates that read the
 * same once the names are taken out get the candidate's own keywords, so each says something of its pair.
 * `seen` holds the synergies read so far: a list written a part at a time passes the same set to each part.
 */
export function reasonsForList(
  candidates: RankedCandidate[],
  profile: CompanyProfile,
  index?: CandidateIndex,
  seen = new Set<string>(),
): CandidateReasons[] {
  return candidates.map((candidate) => {
    const reasons = reasonsFor(candidate, profile, index);
    const name = candidate.investor.company_name;
    for (const key of SYNERGY_KEYS) {
      const plain = () => withoutNames(reasons[key], [name]).trim();
      if (reasons[key] !== '-' && seen.has(plain())) {
        const own = candidate.investor.keywords.slice(0, 3);
        const more = `${reasons[key]} Its own keywords: ${list(own)}.`;
        if (own.length && more.length <= MAX_REASON_CHARS) reasons[key] = more;
      }
      seen.add(plain());
    }
    return reasons;
  });
}
