import type { DatasetSearch } from '@dealscout/domain';
import { sql, type SQL } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';
import { startingWith } from './dataset-filters.js';
import { TOTAL_CAP } from './dataset-total.js';

/** Rows each candidate condition adds to the pool. */
export const CANDIDATES_PER_PICK = 100;

/** The rows a name search must not miss: the exact name, then names starting with the search. */
export function nameCandidates(query: DatasetSearch): SQL[] {
  if (!query.search) return [];
  return [
    sql`lower(${investors.companyName}) = lower(${query.search})`,
    sql`lower(${investors.companyName}) LIKE lower(${startingWith(query.search)})`,
  ];
}

interface CandidateSearch {
  where: SQL | undefined;
  /** The rank score, 0..1, of a row. */
  score: SQL;
  /** Conditions that find rows likely to rank first (names, the company's fits), each through its index. */
  picks: SQL[];
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * A ranked search of many matches, scored on candidates: the first TOTAL_CAP + 1 matches as the index
 * gives them (the page ranks within those, and their number is the capped total), and the first
 * CANDIDATES_PER_PICK matches of each pick, which a name or a company's fit puts ahead of the rest.
 * Each row is scored where it is read; only the page's ids leave. `matched`: the first matches read,
 * up to TOTAL_CAP + 1.
 */
export function candidatePage({ where, score, picks, descending, limit, offset }: CandidateSearch): SQL {
  const matching = (condition?: SQL) => {
    const conditions = [where, condition].filter((part): part is SQL => part !== undefined);
    return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  };
  const scored = sql`${investors.id} AS id, ${investors.companyName} AS company_name, round(100 * (${score}))::int AS score`;
  const pool = [
    sql`SELECT * FROM matches`,
    ...picks.map((pick) => sql`(SELECT ${scored} FROM ${investors} ${matching(pick)} LIMIT ${CANDIDATES_PER_PICK})`),
  ];
  return sql`(WITH matches AS MATERIALIZED (SELECT ${scored} FROM ${investors} ${matching()} LIMIT ${TOTAL_CAP + 1}),
    pool AS (${sql.join(pool, sql` UNION `)})
    SELECT id, score, (SELECT count(*) FROM matches) AS matched FROM pool
    ORDER BY score ${descending ? sql`DESC` : sql`ASC`}, company_name ASC, id ASC LIMIT ${limit} OFFSET ${offset}) AS page`;
}
