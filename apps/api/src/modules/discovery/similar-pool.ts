import type { Investor } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema/index.js';
import { bestTextMatches, chosenInvestors } from '../investor-index/index.js';

/** How many candidates each part of a similar companies' pool brings (the parts overlap). */
export interface SimilarPoolSizes {
  /** The best by text match of the company's telling words (PostgreSQL's ts_rank): the text's and, mostly, the meaning's best. */
  text: number;
  /** Those of its industry (the first four NAICS digits), the closest codes, size and place first (closestIndustry). */
  industry: number;
  /** Those of its size in its state, whatever their text. */
  prior: number;
  /** The last part looks among every size and place (the tests' pool of its whole kind). */
  everywhere?: boolean;
  /**
   * The text matches ranked at most (ts_rank reads each match's row), and so the budget of the telling
   * words' document frequencies the text part asks for (telling-words.ts).
   */
  matches: number;
}

export const SIMILAR_POOL: SimilarPoolSizes = { text: 400, industry: 200, prior: 100, matches: 2_000 };

/**
 * The `count` of its kind closest to `source` by industry, as a statement of ids: a tier at a time, the
 * closest first (the same six-digit code with its size and state, with its size, alone; then the same five,
 * the same four digits), each read through the NAICS index and cut at `count`, not a sort of every row of
 * its four digits (135,000 of them at a million rows: 0.8 s against 0.04).
 */
function closestIndustry(source: Investor, kind: SQL, count: number): SQL | null {
  const naics = source.naics_six_digit_industry;
  if (!naics || naics.length < 4) return null;
  const { market_cap: cap, us_state_full: state } = source;
  const tiers: SQL[] = [];
  if (cap && state)
    tiers.push(sql`${investors.naics} = ${naics} AND ${investors.marketCap} = ${cap} AND ${investors.usStateFull} = ${state}`);
  if (cap) tiers.push(sql`${investors.naics} = ${naics} AND ${investors.marketCap} = ${cap}`);
  tiers.push(sql`${investors.naics} = ${naics}`);
  if (naics.length > 5) tiers.push(sql`${investors.naics} LIKE ${`${naics.slice(0, 5)}%`}`);
  tiers.push(sql`${investors.naics} LIKE ${`${naics.slice(0, 4)}%`}`);
  const reads = tiers.map(
    (tier, place) => sql`(SELECT ${investors.id} AS id, ${place}::int AS place FROM ${investors} WHERE ${kind} AND ${tier} LIMIT ${count})`,
  );
  return sql`SELECT id FROM (${sql.join(reads, sql` UNION ALL `)}) AS tiers GROUP BY id ORDER BY min(place), id LIMIT ${count}`;
}

/**
 * The candidates the companies like `source` are looked for among over a large dataset, chosen in the
 * database, itself among them: of its kind (corporations, or investment firms), the best text matches of
 * its telling words (`words`, an OR query on the GIN-indexed search document), those of its industry
 * (investors_naics_idx) and those of its size bucket in its state (investors_florence_prior_idx).
 */
export async function similarPool(db: Database, source: Investor, words: string[], sizes = SIMILAR_POOL): Promise<Investor[]> {
  const kind = source.type === 'corporation' ? sql`${investors.type} = 'corporation'` : sql`${investors.type} <> 'corporation'`;
  const textPart = words.length
    ? sql`UNION SELECT id FROM (${bestTextMatches(words, kind, { best: sizes.text, matches: sizes.matches })}) AS best_text`
    : sql``;
  const industry = closestIndustry(source, kind, sizes.industry);
  const industryPart = industry ? sql`UNION SELECT id FROM (${industry}) AS best_industry` : sql``;
  const priorPart =
    sizes.everywhere || (source.market_cap && source.us_state_full)
      ? sql`
      UNION SELECT id FROM (
        SELECT ${investors.id} AS id FROM ${investors}
        WHERE ${kind} AND ${sizes.everywhere ? sql`true` : sql`${investors.marketCap} = ${source.market_cap} AND ${investors.usStateFull} = ${source.us_state_full}`}
        ORDER BY ${investors.id} LIMIT ${sizes.prior}
      ) AS best_prior`
      : sql``;
  return chosenInvestors(db, sql`SELECT ${source.id}::uuid AS id ${textPart} ${industryPart} ${priorPart}`);
}
