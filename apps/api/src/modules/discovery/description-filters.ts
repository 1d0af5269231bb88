import { SECTORS, US_STATES } from '@dealscout/domain';

export type ChipKind = 'state' | 'country' | 'type' | 'sector';

/** A filter a description names ("in Texas", "private equity firms"), shown as a removable chip. */
export interface DescriptionChip {
  /** `kind:value`, what `describe_off` names to remove it. */
  key: string;
  kind: ChipKind;
  value: string;
  /** The words of the description it was read from; they leave the query. */
  words: string;
}

interface Pattern {
  kind: ChipKind;
  value: string;
  /** Lower-case alternatives, as regular-expression source. */
  phrases: string[];
  /** A sector is read only where the text says so ("in healthcare", "healthcare sector"): "energy drinks" is a product. */
  needsCue?: boolean;
}

const escape = (text: string) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TYPE_PATTERNS: Pattern[] = [
  { kind: 'type', value: 'private equity', phrases: ['private[ -]equity', 'buyout', 'pe'] },
  { kind: 'type', value: 'venture capital', phrases: ['venture[ -]capital(?:ists?)?', 'vcs?'] },
  { kind: 'type', value: 'corporation', phrases: ['strategic (?:buyers?|acquirers?)', 'corporations', 'public companies'] },
];
/** Words that follow a type and say nothing more ("private equity firms"). */
const TYPE_NOUNS = '(?:\\s+(?:firms?|funds?|investors?|houses?|shops?|companies|groups?|managers?|sponsors?))?';

const SECTOR_ALIASES: Record<string, string[]> = {
  Healthcare: ['health ?care', 'medical'],
  Technology: ['tech(?:nology)?', 'information technology'],
  Financials: ['financials?', 'financial services'],
  'Real Estate': ['real estate'],
  Utilities: ['utilities'],
  Energy: ['energy'],
  Industrials: ['industrials?'],
  Materials: ['materials'],
  'Consumer Staples': ['consumer staples'],
  'Consumer Discretionary': ['consumer discretionary'],
  'Communication Services': ['communications?(?: services)?', 'telecom(?:munications)?', 'media'],
  'Government/Public Sector': ['government', 'public sector'],
};

/** Other names of countries the dataset spells one way. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  'United States': ['the united states', 'the us', 'the usa', 'the u\\.s\\.', 'america', 'usa', 'u\\.s\\.a?\\.?'],
  'United Kingdom': ['the uk', 'the united kingdom', 'uk', 'britain', 'great britain', 'england'],
  Netherlands: ['the netherlands', 'holland'],
};

const STATE_NAMES = new Set<string>(US_STATES.map((state) => state.name));

/** Words before a place or sector that go with it: "in Texas", "based in Ohio", "investing in healthcare". */
const LEAD = '(?:(?:based|headquartered|located|investing|invest|focused|operating|active)\\s+(?:in|on)\\s+|in\\s+|from\\s+)?';

function matcherOf(pattern: Pattern): RegExp {
  const alternatives = pattern.phrases.join('|');
  if (pattern.kind === 'type') return new RegExp(`\\b(?:${alternatives})${TYPE_NOUNS}\\b`, 'i');
  if (pattern.needsCue)
    return new RegExp(
      `(?:\\b(?:in|investing in|focused on|invest in)\\s+(?:the\\s+)?(?:${alternatives})(?:\\s+(?:sector|industry|space))?\\b|\\b(?:${alternatives})\\s+(?:sector|industry|space)\\b)`,
      'i',
    );
  return new RegExp(`\\b${LEAD}(?:${alternatives})(?![\\w])`, 'i');
}

interface Matcher {
  pattern: Pattern;
  regex: RegExp;
  length: number;
}

/**
 * The patterns of a dataset: the types, the US states, the countries its investors are in (a filter on
 * a country no investor is in would only empty the list) and the sectors; longest phrase first, so
 * "West Virginia" is read before "Virginia", "New Mexico" before "Mexico".
 */
export function descriptionMatchers(countries: Iterable<string>): Matcher[] {
  const patterns: Pattern[] = [
    ...TYPE_PATTERNS,
    ...US_STATES.map((state): Pattern => ({ kind: 'state', value: state.name, phrases: [escape(state.name)] })),
    ...[...new Set(countries)]
      .filter((country) => !STATE_NAMES.has(country))
      .map((country): Pattern => ({ kind: 'country', value: country, phrases: [escape(country), ...(COUNTRY_ALIASES[country] ?? [])] })),
    ...SECTORS.map((sector): Pattern => ({
      kind: 'sector',
      value: sector,
      phrases: SECTOR_ALIASES[sector] ?? [escape(sector)],
      needsCue: true,
    })),
  ];
  return patterns
    .map((pattern) => ({ pattern, regex: matcherOf(pattern), length: Math.max(...pattern.phrases.map((phrase) => phrase.length)) }))
    .sort((a, b) => b.length - a.length);
}

export interface ReadDescription {
  /** The words left to rank by. */
  query: string;
  /** The filters read, those removed by the user left out. */
  chips: DescriptionChip[];
}

/**
 * The filters a description names and the words left to rank by. A filter the user removed (its key
 * in `off`) is not applied and its words stay in the query. At most one filter of a kind and value;
 * the text is read longest phrase first.
 */
export function readDescription(text: string, matchers: Matcher[], off: readonly string[] = []): ReadDescription {
  const removed = new Set(off.map((key) => key.toLowerCase()));
  let rest = ` ${text.replace(/\s+/g, ' ').trim()} `;
  const chips: DescriptionChip[] = [];
  for (const { pattern, regex } of matchers) {
    const key = `${pattern.kind}:${pattern.value}`;
    if (removed.has(key.toLowerCase()) || chips.some((chip) => chip.key === key)) continue;
    const match = regex.exec(rest);
    if (!match) continue;
    chips.push({ key, kind: pattern.kind, value: pattern.value, words: match[0].trim() });
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
  }
  const query = rest
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;&-]*(?:(?:and|or|in|of|for|the)\b)?\s*|\s*(?:\b(?:and|or|in|of|for|that|which|the|from))?[\s,;&-]*$/gi, '')
    .trim();
  return { query, chips: chips.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)) };
}

const KIND_ORDER: ChipKind[] = ['type', 'sector', 'state', 'country'];
