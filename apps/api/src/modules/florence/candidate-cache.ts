import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors, investorTotal } from '../../db/schema/index.js';
import { presentInvestor } from '../investors/investor-row.js';
import { indexCandidates, type CandidateIndex } from './engine/index.js';
import { shippedWordVectors } from './word-vectors-file.js';

const { searchVector: _vector, searchHead: _head, ...displayColumns } = getTableColumns(investors);

let cached: { signature: string; index: CandidateIndex } | null = null;

/**
 * The engine's index of the investors in the database, built once and rebuilt only when the table
 * changed (an operator's import): its text statistics are computed per dataset, never per request.
 * Whether it changed is read on every request (search by description, similar companies), so from
 * what needs no scan: the count the triggers keep and the newest change through its index (a count
 * and a max over the rows took 100-300 ms at 100k rows on PGlite).
 */
export async function candidateIndex(db: Database): Promise<CandidateIndex> {
  const [state] = await db
    .select({
      rows: sql<number>`coalesce((SELECT ${investorTotal.total} FROM ${investorTotal}), 0)`.mapWith(Number),
      changed: sql<string | null>`(SELECT max(${investors.updatedAt})::text FROM ${investors})`,
    })
    .from(sql`(SELECT 1) AS one`);
  const signature = `${state?.rows ?? 0}:${state?.changed ?? ''}`;
  if (cached?.signature === signature) return cached.index;
  const [rows, vectors] = await Promise.all([db.select(displayColumns).from(investors), shippedWordVectors()]);
  cached = { signature, index: indexCandidates(rows.map(presentInvestor), { vectors }) };
  return cached.index;
}
