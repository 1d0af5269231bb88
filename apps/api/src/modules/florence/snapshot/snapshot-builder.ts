import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { drainInBackground, onePassAtATime, type Drain } from '../../../platform/background-drain.js';
import type { FileStorage } from '../../../platform/file-storage.js';
import { investorCount } from '../../investors/dataset-total.js';
import { datasetKey, heldIndex, indexFromRows } from '../candidate-cache.js';
import { preselectionAbove } from '../preselect/list-index.js';
import { packSnapshot } from './snapshot-file.js';
import { claimSnapshotBuild, releaseSnapshotBuild, storeSnapshot } from './snapshot-store.js';

/** How often a process looks whether the dataset changed since the last snapshot (an import, a data build). */
const POLL_MS = 30_000;

/**
 * Smaller datasets are indexed from their rows: the shipped 4,831 in about 1 s, while building their
 * snapshot at a start took about 150 MB of the idle process's memory (measured by bench:start).
 */
const SNAPSHOT_FROM_CANDIDATES = 20_000;

/**
 * One pass (for a dataset of `fromCandidates` or more, and no more than the lists read whole: a larger one's
 * lists rank a preselected pool, preselect/list-index.ts): when the dataset's current version has no snapshot and no other process is building one,
 * builds it (from the index this process already holds for that version, else from the rows) and stores
 * it. Returns 1 when it stored one. A version that changes while the rows are read is given up: the
 * next pass builds the new one.
 */
export async function buildIndexSnapshot(db: Database, storage: FileStorage, { fromCandidates = 0 } = {}): Promise<number> {
  const candidates = await investorCount(db);
  if (candidates < fromCandidates || candidates > preselectionAbove()) return 0;
  const key = await datasetKey(db);
  if (!(await claimSnapshotBuild(db, key))) return 0;
  try {
    const index = await (heldIndex(key) ?? indexFromRows(db));
    if ((await datasetKey(db)) !== key) {
      await releaseSnapshotBuild(db, key);
      return 0;
    }
    await storeSnapshot(db, storage, key, packSnapshot(index, key));
    return 1;
  } catch (error) {
    await releaseSnapshotBuild(db, key);
    throw error;
  }
}

/**
 * Keeps the snapshot of the dataset's index in the background (the processes that generate lists), for
 * datasets of SNAPSHOT_FROM_CANDIDATES or more: at start, and every POLL_MS, so a change made by any
 * process or script is snapshotted within about that long and every process's next first list reads
 * it instead of the rows' text. The build runs on this process's thread, as indexing the rows would on
 * a first list without a snapshot: it moves that work to once per dataset version, not once per process.
 */
export function startIndexSnapshots({ db, storage, log }: { db: Database; storage: FileStorage; log: FastifyBaseLogger }): Drain {
  const pass = onePassAtATime(() => buildIndexSnapshot(db, storage, { fromCandidates: SNAPSHOT_FROM_CANDIDATES }));
  return drainInBackground(pass, {
    pollMs: POLL_MS,
    subscribe: () => () => undefined,
    onError: (error) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence index snapshot'),
  });
}
