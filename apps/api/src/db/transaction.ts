import type { Database } from './client.js';

/**
 * The one way to open a transaction: `work` gets the transaction as a Database (every service takes
 * one), it commits when `work` returns and rolls back when it throws. Inside a writing request, the
 * request's own transaction is `ctx.db` (platform/request-context.ts); this opens a savepoint there.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
