import { sql, type SQL } from 'drizzle-orm';
import { investors } from '../../../db/schema/index.js';

/**
 * A statement of the ids of the `best` rows `where` keeps that hold any of `words` (an OR query on the
 * GIN-indexed search document), by PostgreSQL's ts_rank among the first `matches` matches: ts_rank reads
 * each match's whole document, so a common word's half a million matches are never all ranked.
 */
export function bestTextMatches(words: readonly string[], where: SQL, { best, matches }: { best: number; matches: number }): SQL {
  return sql`
    SELECT id FROM (
      SELECT ${investors.id} AS id, ts_rank(${investors.searchVector}, query) AS rank
      FROM ${investors}, to_tsquery('english', ${words.join(' | ')}) AS query
      WHERE ${where} AND ${investors.searchVector} @@ query
      LIMIT ${matches}
    ) AS matched ORDER BY rank DESC, id LIMIT ${best}`;
}
