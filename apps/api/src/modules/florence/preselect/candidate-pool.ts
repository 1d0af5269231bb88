import { US_STATES, type Investor } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors } from '../../../db/schema/index.js';
import { BUCKETS, chosenInvestors, stemOf, words, type DatasetStatistics } from '../../investor-index/index.js';
import type { CompanyProfile } from '../engine/company-profile.js';
import { eligibleTypes } from '../engine/rank.js';
import { companyAnswerTexts } from '../engine/query.js';
import { sizeFactor } from '../engine/factors.js';

/** How many candidates each part of a pool brings (the parts overlap). */
export interface PoolSizes {
  /** The best by text match alone (PostgreSQL's ts_rank of the company's words): the text's best and the feedback documents. */
  text: number;
  /** The best text matches by text, size and geography together: what the ranking's head is mostly made of. */
  mixed: number;
  /** The best by size and geography alone, whatever their text: the size prior weighs 0.9, more than the text. */
  prior: number;
  /**
   * The best of the largest size bucket by text, size and geography, matched by any of the company's words:
   * a Mega cap that shares only its common words (or the feedback's) can still lead a list.
   */
  big: number;
  /** The company's words the text query holds at most. */
  words: number;
  /** The text matches ranked at most (MATCHES). */
  matches: number;
  /** The best by prior looked for among every bucket and place, not only the largest buckets in the company's states (priorWhere). */
  priorAnywhere?: boolean;
}

/**
 * The text matches a pool ranks at most: PostgreSQL's ts_rank reads each match's whole document (about
 * 16 us a row), and a company's common words ("center", "patient") match half of a million rows. With
 * the dataset's statistics the query holds the company's rarest words up to about this many documents,
 * so the cap rarely cuts; without them, it bounds the cost of a list ranked before they are built.
 */
const MATCHES = 30_000;

export const POOL_SIZES: PoolSizes = { text: 2_000, mixed: 3_000, prior: 1_000, big: 1_500, words: 24, matches: MATCHES };

/** The company's words, distinct, in the answers' order. */
function companyWords(profile: CompanyProfile): Set<string> {
  const found = new Set<string>();
  for (const { texts } of companyAnswerTexts(profile)) for (const text of texts) for (const word of words(text)) found.add(word);
  return found;
}

/**
 * The company's words for the database's text search, distinct: with the dataset's statistics the rarest
 * first (BM25 weighs a common word little), as long as their documents add up to `matches` (the rarest one
 * always); without, in the answers' order. At most `words`.
 */
function queryWords(profile: CompanyProfile, statistics: DatasetStatistics | null, { words: most, matches }: PoolSizes): string[] {
  const found = companyWords(profile);
  if (!statistics) return [...found].slice(0, most);
  const documents = (word: string) => statistics.documentFrequency.get(stemOf(word)) ?? 0;
  const rarest = [...found].filter((word) => documents(word) > 0).sort((a, b) => documents(a) - documents(b));
  const chosen: string[] = [];
  let matched = 0;
  for (const word of rarest) {
    matched += documents(word);
    if (chosen.length === most || (chosen.length > 0 && matched > matches)) break;
    chosen.push(word);
  }
  return chosen;
}

const US_STATE_NAMES = new Set(US_STATES.map((state) => state.name.toLowerCase()));

/** The places a company works in, as it names them (else its headquarters), lower-cased; a US state stands for the United States too. */
function placesOf(profile: CompanyProfile): Set<string> {
  const named = profile.areas.length ? profile.areas : [profile.headquarters.state, profile.headquarters.country];
  const places = new Set(named.filter((area): area is string => !!area).map((area) => area.toLowerCase()));
  if ([...places].some((place) => US_STATE_NAMES.has(place))) places.add('united states');
  return places;
}

const listOf = (values: Iterable<string | number>) =>
  sql.join(
    [...values].map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * A candidate's prior in SQL, about as the ranking weighs it (size 0.9, geography 0.5): the size factor of
 * its market-cap bucket for this company, and 1 for a state the company works in, 0.7 for its country.
 */
function priorOf(profile: CompanyProfile, size: (bucket: string | null) => number) {
  const sizes = sql.join(
    BUCKETS.map((bucket) => sql`WHEN ${bucket} THEN ${size(bucket)}::float8`),
    sql` `,
  );
  const places = placesOf(profile);
  const geography = places.size
    ? sql`CASE WHEN lower(${investors.usStateFull}) IN (${listOf(places)}) THEN 1.0 WHEN lower(${investors.country}) IN (${listOf(places)}) THEN 0.7 ELSE 0.0 END`
    : sql`0.0`;
  return sql`(0.9 * (CASE ${investors.marketCap} ${sizes} ELSE ${size(null)}::float8 END) + 0.5 * ${geography})`;
}

/**
 * Where the best by prior alone are looked for (investors_florence_prior_idx): the buckets of the two
 * largest size factors, in the states the company names (else its countries, else anywhere). A list's
 * head beyond those comes with the text.
 */
function priorWhere(profile: CompanyProfile, size: (bucket: string | null) => number) {
  const values = [...new Set(BUCKETS.map(size))].sort((a, b) => b - a);
  const buckets = BUCKETS.filter((bucket) => size(bucket) >= (values[1] ?? values[0]!));
  const named = profile.areas.length ? profile.areas : [profile.headquarters.state, profile.headquarters.country];
  const states = named.filter((area): area is string => !!area && US_STATE_NAMES.has(area.toLowerCase()));
  const countries = named.filter((area): area is string => !!area && !US_STATE_NAMES.has(area.toLowerCase()));
  const place = states.length
    ? sql` AND ${investors.usStateFull} IN (${listOf(states)})`
    : countries.length
      ? sql` AND ${investors.country} IN (${listOf(countries)})`
      : sql``;
  return sql`${investors.marketCap} IN (${listOf(buckets)})${place}`;
}

/**
 * The candidates a list over a large dataset ranks, chosen in the database (the investors' GIN-indexed
 * text search document, migration 0004): of the goal's eligible types, the best by the company's words
 * (an OR query), the best text matches by text, size and geography together, the best of the largest
 * size bucket matched by any of its words, and the best by size and geography alone. Read with the columns the engine reads, as the API presents them.
 */
export async function candidatePool(
  db: Database,
  profile: CompanyProfile,
  statistics: DatasetStatistics | null,
  sizes: PoolSizes = POOL_SIZES,
): Promise<Investor[]> {
  const types = listOf(eligibleTypes(profile));
  // The size factor reads a candidate's market cap alone.
  const size = (bucket: string | null) => sizeFactor(profile, { market_cap: bucket } as Investor);
  const prior = priorOf(profile, size);
  const tsquery = queryWords(profile, statistics, sizes).join(' | ');
  const values = [...new Set(BUCKETS.map(size))].sort((a, b) => b - a);
  const largest = BUCKETS.filter((bucket) => size(bucket) === values[0]);
  const everyWord = [...companyWords(profile)].slice(0, 2 * sizes.words).join(' | ');
  const bigPart = everyWord
    ? sql`
      UNION SELECT id FROM (
        SELECT id FROM (
          SELECT ${investors.id} AS id, ts_rank(${investors.searchVector}, query) AS rank, ${prior} AS prior
          FROM ${investors}, to_tsquery('english', ${everyWord}) AS query
          WHERE ${investors.type} IN (${types}) AND ${investors.marketCap} IN (${listOf(largest)}) AND ${investors.searchVector} @@ query
          LIMIT ${sizes.matches}
        ) AS big ORDER BY 0.45 * sqrt(rank / greatest(max(rank) OVER (), 1e-9)) + prior DESC, id LIMIT ${sizes.big}
      ) AS best_big`
    : sql``;
  const textParts = tsquery
    ? sql`
      UNION SELECT id FROM (SELECT id FROM matched ORDER BY rank DESC, id LIMIT ${sizes.text}) AS best_text
      UNION SELECT id FROM (
        SELECT id FROM matched ORDER BY 0.45 * sqrt(rank / greatest(max(rank) OVER (), 1e-9)) + prior DESC, id LIMIT ${sizes.mixed}
      ) AS best_mixed`
    : sql``;
  return chosenInvestors(
    db,
    sql`
    WITH matched AS MATERIALIZED (
      SELECT ${investors.id} AS id, ts_rank(${investors.searchVector}, query) AS rank, ${prior} AS prior
      FROM ${investors}, to_tsquery('english', ${tsquery}) AS query
      WHERE ${investors.type} IN (${types}) AND ${investors.searchVector} @@ query
      LIMIT ${sizes.matches}
    )
    SELECT id FROM (
      SELECT ${investors.id} AS id FROM ${investors} WHERE ${investors.type} IN (${types}) AND ${sizes.priorAnywhere ? sql`true` : priorWhere(profile, size)}
      ORDER BY ${prior} DESC, ${investors.id} LIMIT ${sizes.prior}
    ) AS best_prior
    ${textParts}
    ${bigPart}`,
  );
}
