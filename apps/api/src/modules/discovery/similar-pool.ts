import type { Investor } from '@dealscout/domain';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema/index.js';
import { bestTextMatches, chosenInvestors } from '../investor-index/index.js';

/** How many candidates each part of a similar companies' pool brings (the parts overlap). */
export interface SimilarPoolSizes {
  /** The best by text match of the company's telling words (PostgreSQL's ts_rank): the text's and, mostly, the meaning's best. */
  text: number;
  /** Those of its industry (the first four NAICS digits), the closest codes, size and place first. */
  industry: number;
  /** Those of its size in its state, whatever their text. */
  prior: number;
  /** The last part looks among every size and place (the tests' pool of its whole kind). */
  everywhere?: boolean;
  /** The text matches ranked at most (ts_rank reads each match's whole document). */
  matches: number;
}

export const SIMILAR_POOL: SimilarPoolSizes = { text: 3_000, industry: 1_000, prior: 200, matches: 30_000 };

/** Whether a column holds the value, as an ORDER BY key (false for a null on either side). */
const same = (column: Column | SQL, value: string | null) => sql`coalesce(${column} = ${value}, false)`;

/**
 * The candidates the companies like `source` are looked for among over a large dataset, chosen in the
 * database, itself among them: of its kind (corporations, or investment firms), the best text matches of
 * its telling words (`words`, an OR query on the GIN-indexed search document), those of its industry
 * (investors_naics_idx) and those of its size bucket in its state (investors_florence_prior_idx).
 */
export async function similarPool(db: Database, source: Investor, words: string[], sizes = SIMILAR_POOL): Promise<Investor[]> {
  const kind = source.type === 'corporation' ? sql`${investors.type} = 'corporation'` : sql`${investors.type} <> 'corporation'`;
  const naics = source.naics_six_digit_industry;
  const textPart = words.length
    ? sql`UNION SELECT id FROM (${bestTextMatches(words, kind, { best: sizes.text, matches: sizes.matches })}) AS best_text`
    : sql``;
  const industryPart =
    naics && naics.length >= 4
      ? sql`
      UNION SELECT id FROM (
        SELECT ${investors.id} AS id FROM ${investors}
        WHERE ${kind} AND ${investors.naics} LIKE ${`${naics.slice(0, 4)}%`}
        ORDER BY ${same(investors.naics, naics)} DESC, ${same(sql`left(${investors.naics}, 5)`, naics.slice(0, 5))} DESC,
          ${same(investors.marketCap, source.market_cap)} DESC, ${same(investors.usStateFull, source.us_state_full)} DESC, ${investors.id}
        LIMIT ${sizes.industry}
      ) AS best_industry`
      : sql``;
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
