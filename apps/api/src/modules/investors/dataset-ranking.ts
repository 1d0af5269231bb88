import type { DatasetSearch } from '@dealscout/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';
import { datasetConditions, startingWith } from './dataset-filters.js';
import { TOTAL_CAP } from './dataset-total.js';

/** Rows each candidate condition adds to the pool. */
export const CANDIDATES_PER_PICK = 100;

/** A condition that finds rows likely to rank first (complete: it implies the search's WHERE), read through its index. */
export interface CandidatePick {
  where: SQL;
  /** The order its first rows are taken in, when it matters which come first. */
  orderBy?: SQL;
}

/**
 * The rows a name search must not miss: names starting with the search (the exact name first: it sorts
 * before every longer one), with the other filters. A name that holds the search matches the search
 * box, so its full-text condition is left out: with it the planner would AND the name index with the
 * bitmap of every text match.
 */
export function nameCandidates(query: DatasetSearch): CandidatePick[] {
  if (!query.search) return [];
  const filters = datasetConditions({ ...query, search: undefined });
  // USING ~<~: the order of the text_pattern_ops index on lower(company_name), so the scan is that index.
  return [
    {
      where: and(filters, namesStartingWith(query.search))!,
      orderBy: sql`lower(${investors.companyName}) USING ~<~`,
    },
  ];
}

/**
 * Lower-cased names starting with `text`, as a range of the name index: a plan made without the
 * search's values (dataset-plans.ts) reads that range, where a bare LIKE of a parameter would read
 * the whole index. The range ends at the prefix followed by U+10FFFF, the last code point (a
 * noncharacter: only a name with it right after the prefix would fall outside); the LIKE keeps the
 * candidates exact.
 */
function namesStartingWith(text: string): SQL {
  const name = sql`lower(${investors.companyName})`;
  const prefix = sql`lower(${text})`;
  return sql`(${name} ~>=~ ${prefix} AND ${name} ~<~ (${prefix} || chr(1114111)) AND ${name} LIKE lower(${startingWith(text)}))`;
}

interface CandidateSearch {
  where: SQL | undefined;
  /** The rank score, 0..1, of a row. */
  score: SQL;
  picks: CandidatePick[];
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * A ranked search of many matches, scored on candidates: the first TOTAL_CAP + 1 matches as the index
 * gives them (the page ranks within those, and their number is the capped total), and the first
 * CANDIDATES_PER_PICK rows of each pick, which a name or a company's fit puts ahead of the rest.
 * Each row is scored where it is read; only the page's ids leave. `matched`: the first matches read,
 * up to TOTAL_CAP + 1.
 */
export function candidatePage({ where, score, picks, descending, limit, offset }: CandidateSearch): SQL {
  const matching = (condition: SQL | undefined) => (condition ? sql`WHERE ${condition}` : sql``);
  const scored = sql`${investors.id} AS id, ${investors.companyName} AS company_name, round(100 * (${score}))::int AS score`;
  const pool = [
    sql`SELECT * FROM matches`,
    ...picks.map(
      ({ where: pick, orderBy }) =>
        sql`(SELECT ${scored} FROM ${investors} ${matching(pick)} ${orderBy ? sql`ORDER BY ${orderBy}` : sql``} LIMIT ${sql.raw(String(CANDIDATES_PER_PICK))})`,
    ),
  ];
  // The limits are written in the statement, not sent as values: a plan made without values takes an unknown limit for a tenth of the rows.
  return sql`(WITH matches AS MATERIALIZED (SELECT ${scored} FROM ${investors} ${matching(where)} LIMIT ${sql.raw(String(TOTAL_CAP + 1))}),
    pool AS (${sql.join(pool, sql` UNION `)})
    SELECT id, score, (SELECT count(*) FROM matches) AS matched FROM pool
    ORDER BY score ${descending ? sql`DESC` : sql`ASC`}, company_name ASC, id ASC LIMIT ${limit} OFFSET ${offset}) AS page`;
}
