import { answerOf, answerValues, sectorOfNaics, type Sector, type UserInput } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';

/** What ranks investors for a company: its NAICS code, sector, the words that describe it, its specialties. */
export interface FitProfile {
  naics: string | null;
  sector: Sector | null;
  terms: string[];
  specialties: string[];
}

const TERM_KEYS = ['descriptor_input', 'service_input', 'product_input', 'speciality_input', 'narrow_specialty_input'];
const MAX_TERMS = 12;

const textsOf = (userInput: UserInput, key: string) =>
  answerValues(answerOf(userInput, key)).filter((value): value is string => typeof value === 'string' && value.trim() !== '');

/** The company's fit profile, read from its questionnaire answers. */
export function fitProfileOf(userInput: UserInput): FitProfile {
  const naics = [...textsOf(userInput, 'NAICS-Sub-Dropdown'), ...textsOf(userInput, 'NAICS-Master-Dropdown')]
    .map((code) => code.trim().replace(/^(\d\d)-\d\d$/, '$1'))
    .find((code) => /^\d{2,6}$/.test(code));
  const terms = [...new Set(TERM_KEYS.flatMap((key) => textsOf(userInput, key)).map((term) => term.slice(0, 100)))].slice(0, MAX_TERMS);
  return { naics: naics ?? null, sector: naics ? sectorOfNaics(naics) : null, terms, specialties: textsOf(userInput, 'speciality_input') };
}

const NAICS_PROXIMITY: Record<number, number> = { 6: 1, 5: 0.85, 4: 0.7, 3: 0.5, 2: 0.3 };

/** 1 for the same six-digit industry, down to 0.3 for the same two-digit sector, else 0. */
function naicsProximity(code: string): SQL {
  const cases = [6, 5, 4, 3, 2]
    .filter((length) => code.length >= length)
    .map((length) => sql`WHEN left(${investors.naics}, ${length}) = ${code.slice(0, length)} THEN ${NAICS_PROXIMITY[length]!}::float8`);
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0::float8 END)`;
}

/**
 * How well the name and keywords match, 0..1 (ts_rank with weights A..D reaches about 0.6 for a strong
 * match). It reads the small head vector, not the description's: cheap for thousands of matches.
 */
export const textRelevance = (tsquery: SQL) => sql`least(1.0, ts_rank(${investors.searchHead}, ${tsquery}) / 0.6)`;

/** Matches that make the company's words a full fit: two of its words in an investor's keywords, say. */
const FULL_TEXT_FIT = 2;

/**
 * How many of the company's words (stemmed) an investor's name and keywords hold, weighted by where,
 * 0..1. ts_rank of an OR query is the weighted matches divided by the query's size, so it is multiplied
 * back by the size.
 */
const lexemesOf = (text: string) => sql`strip(to_tsvector('english', ${text}))`;

/** Any of the words of a text (stemmed) as a tsquery; NULL for a text without one. */
const anyWordOf = (text: string) => sql`nullif(replace(${lexemesOf(text)}::text, ' ', ' | '), '')::tsquery`;

function sharedWords(text: string): SQL {
  const lexemes = lexemesOf(text);
  const anyWord = anyWordOf(text);
  return sql`coalesce(least(1.0, ts_rank(${investors.searchHead}, ${anyWord}) * length(${lexemes}) / ${FULL_TEXT_FIT}::float8), 0.0)`;
}

/**
 * The fit of each investor to the company, 0..1: NAICS proximity 0.4, same sector 0.2, the company's
 * own words in the investor's text 0.3, a shared specialty 0.1; weights of missing parts are left out.
 */
export function fitScore(profile: FitProfile): SQL | null {
  const parts: [number, SQL][] = [];
  if (profile.naics) parts.push([0.4, naicsProximity(profile.naics)]);
  if (profile.sector)
    parts.push([0.2, sql`(CASE WHEN ${investors.sectorFocus} @> ARRAY[${profile.sector}]::text[] THEN 1.0 ELSE 0.0 END)`]);
  if (profile.terms.length) parts.push([0.3, sharedWords(profile.terms.join(' '))]);
  if (profile.specialties.length) {
    parts.push([
      0.1,
      sql`(CASE WHEN ${investors.specialtyInterests} && ${sql`ARRAY[${sql.join(
        profile.specialties.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`} THEN 1.0 ELSE 0.0 END)`,
    ]);
  }
  if (!parts.length) return null;
  const total = parts.reduce((sum, [weight]) => sum + weight, 0);
  return sql.join(
    parts.map(([weight, part]) => sql`${weight / total}::float8 * ${part}`),
    sql` + `,
  );
}

/**
 * Where a company's best fits are, as conditions each index answers at once: the same six-digit
 * industry, the same four-digit group, the same sector, its words in an investor's text. A ranked
 * search of a large table scores the first rows of each (dataset-ranking.ts), not every investor.
 */
export function fitCandidates(profile: FitProfile): SQL[] {
  const picks: SQL[] = [];
  if (profile.naics) {
    const lengths = [6, 4, 2].filter((length) => profile.naics!.length >= length).slice(0, 2);
    for (const length of lengths) picks.push(sql`${investors.naics} LIKE ${`${profile.naics.slice(0, length)}%`}`);
  }
  if (profile.sector) picks.push(sql`${investors.sectorFocus} @> ARRAY[${profile.sector}]::text[]`);
  if (profile.terms.length) picks.push(sql`${investors.searchVector} @@ ${anyWordOf(profile.terms.join(' '))}`);
  return picks;
}
