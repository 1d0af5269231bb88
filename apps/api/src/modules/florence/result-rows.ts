import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ResultDetail } from './present-buyer.js';

/** One row of a list as written: its investor and score (its rank is its place), and for the head its detail. */
export interface ResultRow {
  investorId: string;
  score: number;
  detail: Partial<ResultDetail> | null;
}

/** A PostgreSQL array literal of uuids or numbers (neither needs quoting). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Writes a run's list in one statement: the ids and scores as two array parameters and the head's
 * details as one JSON array, unnested in the database. Row by row (five parameters each, in batches of
 * a thousand) a 5,000-row list cost more to write than to rank.
 */
export async function insertResultRows(tx: Database, runId: string, rows: readonly ResultRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = arrayLiteral(rows.map((row) => row.investorId));
  const scores = arrayLiteral(rows.map((row) => row.score));
  const details = JSON.stringify(rows.flatMap((row) => (row.detail ? [row.detail] : [])));
  await tx.execute(sql`
    INSERT INTO florence_results (run_id, rank, investor_id, score, detail)
    SELECT ${runId}::uuid, listed.rank, listed.investor_id, listed.score, (${details}::jsonb) -> (listed.rank::int - 1)
    FROM unnest(${ids}::uuid[], ${scores}::real[]) WITH ORDINALITY AS listed(investor_id, score, rank)`);
}
