import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { drainInBackground, onePassAtATime, type Drain } from '../../../platform/background-drain.js';
import type { FileStorage } from '../../../platform/file-storage.js';
import type { WorkerEntry } from '../../../platform/worker-thread.js';
import { investorCount } from '../../investors/index.js';
import { candidateIndex, datasetInvestors, heldIndex } from '../candidate-cache.js';
import { claimedDatasetBuild } from '../dataset-build.js';
import { historyFor } from '../deal-history.js';
import { preselectionAbove } from '../preselect/preselection.js';
import { claimSnapshotBuild, releaseSnapshotBuild, storeSnapshot } from './snapshot-store.js';
import { packSnapshotOffThread, SNAPSHOT_WORKER } from './snapshot-thread.js';

/** How often a process looks whether the dataset changed since the last snapshot (an import, a data build). */
const POLL_MS = 30_000;

/**
 * Smaller datasets are indexed from their rows: the shipped 4,831 in about 1 s, while building their
 * snapshot at a start took about 150 MB of the idle process's memory (measured by bench:start).
 */
const SNAPSHOT_FROM_CANDIDATES = 20_000;

/**
 * One pass (for a dataset of `fromCandidates` or more, and no more than the lists read whole: a larger one's
 * lists rank a preselected pool, preselect/preselection.ts): when the dataset's current version has no snapshot and no other process is building one,
 * builds it (from the investors of the index this process already holds for that version, else from the
 * rows) on a worker thread (`worker`: snapshot-thread.ts) and stores it. Returns 1 when it stored one. A
 * version that changes while the rows are read is given up: the next pass builds the new one. A failed
 * build (the thread's too) releases its claim and throws: the next pass claims it again.
 */
export async function buildIndexSnapshot(
  db: Database,
  storage: FileStorage,
  { fromCandidates = 0, worker = SNAPSHOT_WORKER }: { fromCandidates?: number; worker?: WorkerEntry } = {},
): Promise<number> {
  const candidates = await investorCount(db);
  if (candidates < fromCandidates || candidates > preselectionAbove()) return 0;
  return claimedDatasetBuild(
    db,
    { claim: claimSnapshotBuild, release: releaseSnapshotBuild },
    async (key) => {
      const held = heldIndex(key);
      // The investors of the index this process holds for the version (no rows read), indexed again on the thread.
      return held ? (await held).candidates.map((candidate) => candidate.investor) : datasetInvestors(db);
    },
    async (investors, key) => storeSnapshot(db, storage, key, await packSnapshotOffThread(investors, key, worker)),
  );
}

/**
 * A snapshot pass (buildIndexSnapshot), then, when it stored one, the index read back from it and its deal
 * history built (in turns): this process's next list after a change (an import of investors or of deals) then
 * waits for neither. Returns 1 when it stored one.
 */
export async function snapshotAndWarm(
  db: Database,
  storage: FileStorage,
  options?: Parameters<typeof buildIndexSnapshot>[2],
): Promise<number> {
  const stored = await buildIndexSnapshot(db, storage, options);
  if (stored) await historyFor(db, await candidateIndex(db));
  return stored;
}

/**
 * Keeps the snapshot of the dataset's index in the background (the processes that generate lists), for
 * datasets of `fromCandidates` (SNAPSHOT_FROM_CANDIDATES) or more: at start, and every POLL_MS, so a
 * change made by any process or script is snapshotted within about that long and every process's next
 * first list reads it instead of the rows' text (this process's holds it already: snapshotAndWarm). The index is built and packed on a worker thread: this
 * thread reads the rows, hands them over and stores the bytes, and keeps answering requests meanwhile.
 */
export function startIndexSnapshots({
  db,
  storage,
  log,
  fromCandidates = SNAPSHOT_FROM_CANDIDATES,
  worker,
}: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  fromCandidates?: number;
  worker?: WorkerEntry;
}): Drain {
  const pass = onePassAtATime(() => snapshotAndWarm(db, storage, { fromCandidates, worker }));
  return drainInBackground(pass, {
    pollMs: POLL_MS,
    subscribe: () => () => undefined,
    onError: (error) => log.error({ err: error instanceof Error ? { type: error.name } : undefined }, 'Florence index snapshot'),
  });
}
