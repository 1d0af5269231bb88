import { count, getTableColumns, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema/index.js';
import { presentInvestor } from '../investors/investor-row.js';
import { indexCandidates, type CandidateIndex } from './engine/index.js';
import { shippedWordVectors } from './word-vectors-file.js';

const { searchVector: _vector, searchHead: _head, ...displayColumns } = getTableColumns(investors);

let cached: { signature: string; index: CandidateIndex } | null = null;

/**
 * The engine's index of the investors in the database, built once and rebuilt only when the table
 * changed (an operator's import): its text statistics are computed per dataset, never per request.
 */
export async function candidateIndex(db: Database): Promise<CandidateIndex> {
  const [state] = await db.select({ rows: count(), changed: max(investors.updatedAt) }).from(investors);
  const signature = `${state?.rows ?? 0}:${state?.changed?.toISOString() ?? ''}`;
  if (cached?.signature === signature) return cached.index;
  const [rows, vectors] = await Promise.all([db.select(displayColumns).from(investors), shippedWordVectors()]);
  cached = { signature, index: indexCandidates(rows.map(presentInvestor), { vectors }) };
  return cached.index;
}
