import type { Database } from '../../db/client.js';
import { datasetKey } from './candidate-cache.js';

/** How one kind of build derived from a dataset version is claimed among processes, and given up. */
export interface BuildClaims {
  claim(db: Database, key: string): Promise<boolean>;
  release(db: Database, key: string): Promise<void>;
}

/**
 * One build of what derives from the dataset's current version (its index's snapshot, its statistics), by
 * the one process that claims it: `read` takes what it needs from the rows; when the dataset is still that
 * version after, `store` makes and keeps the result, else the build is given up (the next pass builds the
 * new version). A failure releases the claim and throws: the next pass claims it again. Returns 1 when it
 * stored, 0 when the build was another's or given up.
 */
export async function claimedDatasetBuild<T>(
  db: Database,
  claims: BuildClaims,
  read: (key: string) => Promise<T>,
  store: (read: T, key: string) => Promise<void>,
): Promise<number> {
  const key = await datasetKey(db);
  if (!(await claims.claim(db, key))) return 0;
  try {
    const rows = await read(key);
    if ((await datasetKey(db)) !== key) {
      await claims.release(db, key);
      return 0;
    }
    await store(rows, key);
    return 1;
  } catch (error) {
    await claims.release(db, key);
    throw error;
  }
}
