import pg from 'pg';

/** Any fixed number: the key of the advisory lock every process takes while it prepares the database. */
const STARTUP_LOCK = 0x64_73_74_61;

/**
 * Runs `work` (migrations, demo data, the dataset load) while holding a PostgreSQL advisory lock, so
 * processes started together against one database prepare it one at a time: the first does the work,
 * the others find it done. On its own connection, so a pool of one is never starved by it. No URL
 * (embedded PGlite, one process): runs `work` as it is.
 */
export async function underStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
