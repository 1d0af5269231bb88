import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/** The rows of a raw query; PGlite and node-postgres both answer `{ rows }`. Cast counts to int in SQL. */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
