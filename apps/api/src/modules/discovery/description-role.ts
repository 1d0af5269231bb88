import type { Investor } from '@dealscout/domain';

/**
 * Where in the supply chain a description asks a company to be, and where each row is: a maker, a
 * distributor or a retailer, as bits ("frozen food manufacturer": makers, not the grocers and
 * distributors whose profiles also say "frozen food").
 */
const ROLE = { maker: 1, distributor: 2, retailer: 4 } as const;

/** The words of a description that ask for a role. */
const ASKED: [number, RegExp][] = [
  [ROLE.maker, /\b(manufactur\w*|makers?|producers?|brewers?)\b/i],
  [ROLE.distributor, /\b(distribut\w*|wholesal\w*)\b/i],
  [ROLE.retailer, /\b(retail\w*|stores?|shops?)\b/i],
];

/** What a row's opening sentence says it does. */
const SAID: [number, RegExp][] = [
  [ROLE.maker, /\b(manufactur\w*|produces|processes|makes|brews|fabricates)\b/i],
  [ROLE.distributor, /\b(distribut(?:es|or|ors)|wholesal(?:e|er|ers))\b/i],
  [ROLE.retailer, /\b(retail(?:er|ers)?|stores|supermarkets)\b/i],
];

/** Where its NAICS code puts a row, when its opening says nothing: manufacturing, wholesale or retail trade. */
const NAICS_ROLES: [RegExp, number][] = [
  [/^3[1-3]/, ROLE.maker],
  [/^42/, ROLE.distributor],
  [/^4[45]/, ROLE.retailer],
];

/** The description's first sentence (a name's "Inc." does not end it), at most 300 characters. */
const opening = (description: string) =>
  description.slice(0, 300).split(/\.\s+(?=(?:The company|The Company|It|Its|In addition|They)\b)/)[0]!;

function rolesIn(text: string, patterns: [number, RegExp][]): number {
  let roles = 0;
  for (const [role, pattern] of patterns) if (pattern.test(text)) roles |= role;
  return roles;
}

/** The roles a description asks for (0: none). */
export const askedRoles = (description: string) => rolesIn(description, ASKED);

/**
 * The description without the words that asked for a role: they rank as the role, not as text ("medical
 * device makers" would otherwise list first whoever sells to "display makers"). Unchanged when nothing else is left.
 */
export function withoutRoleWords(description: string): string {
  const rest = ASKED.reduce((text, [, pattern]) => text.replace(new RegExp(pattern.source, 'gi'), ' '), description);
  return /[a-z0-9]{3}/i.test(rest) ? rest : description;
}

/**
 * A row's roles: what its opening sentence says it does, else what its NAICS code says (a code can be
 * wrong where the text is plain: "Target Corporation operates as a general merchandise retailer").
 */
export function rowRoles(investor: Pick<Investor, 'description' | 'naics_six_digit_industry'>): number {
  const said = rolesIn(opening(investor.description ?? ''), SAID);
  if (said) return said;
  const code = investor.naics_six_digit_industry ?? '';
  return NAICS_ROLES.find(([prefix]) => prefix.test(code))?.[1] ?? 0;
}

/** 1 for a row in a role asked, 0 for one known to be in another, 0.5 for one whose role is unknown. */
export const roleValue = (asked: number, roles: number) => (roles === 0 ? 0.5 : roles & asked ? 1 : 0);
