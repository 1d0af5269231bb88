import type { Investor } from '@dealscout/domain';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors, investorTotal } from '../../db/schema/index.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { presentInvestor } from '../investors/index.js';
import type { CandidateIndex } from './candidate-index.js';
import { indexOfInvestors } from './index-of-investors.js';
import { FORMAT } from './snapshot/snapshot-format.js';
import { unpackSnapshot } from './snapshot/snapshot-file.js';
import { SnapshotRejected } from './snapshot/snapshot-rejected.js';
import { readStoredSnapshot } from './snapshot/snapshot-store.js';
import { shippedWordVectors } from './word-vectors-file.js';

const { searchVector: _vector, searchHead: _head, ...displayColumns } = getTableColumns(investors);

let cached: { datasetKey: string; index: Promise<CandidateIndex> } | null = null;
let snapshots: FileStorage | null = null;
const fromSnapshots = new WeakSet<CandidateIndex>();

/** Where this process finds the index snapshots (the app's file storage); none: every index is built from the rows. */
export function useIndexSnapshots(storage: FileStorage | null): void {
  snapshots = storage;
}

/**
 * The version of the investors table and of the index's format, which names a snapshot. Read on every
 * request (search by description, similar companies), so from what needs no scan: the count and the
 * version the triggers keep (one more with every statement that changes investors, so a change that
 * commits after a later one is still seen).
 */
export async function datasetKey(db: Database): Promise<string> {
  const [state] = await db.select({ rows: investorTotal.total, version: investorTotal.version }).from(investorTotal);
  return `v${FORMAT}:${state?.version ?? 0}:${state?.rows ?? 0}`;
}

/** Every investor in the API's shape, in the order the database reads them: the order of the index built from them. */
export async function datasetInvestors(db: Database): Promise<Investor[]> {
  return (await db.select(displayColumns).from(investors)).map(presentInvestor);
}

/** The engine's index of every investor, from their text (what a snapshot spares). */
export async function indexFromRows(db: Database): Promise<CandidateIndex> {
  return indexOfInvestors(await datasetInvestors(db));
}

/** The index this process holds for `key`, if it holds it already. */
export function heldIndex(key: string): Promise<CandidateIndex> | null {
  return cached?.datasetKey === key ? cached.index : null;
}

async function snapshotOrRows(db: Database, key: string): Promise<CandidateIndex> {
  // Decoded (about 0.2 s) while the snapshot's file is read, whose reads leave this thread idle at times.
  const vectors = snapshots ? shippedWordVectors() : null;
  vectors?.catch(() => undefined);
  const stored = snapshots ? await readStoredSnapshot(db, snapshots, key) : null;
  if (stored) {
    try {
      const index = unpackSnapshot(stored, key, await vectors!);
      fromSnapshots.add(index);
      return index;
    } catch (error) {
      // Damaged, foreign or of other code: built from the rows as if there were none. Anything else is a fault to see.
      if (!(error instanceof SnapshotRejected)) throw error;
    }
  }
  return indexFromRows(db);
}

/**
 * The engine's index of the investors in the database, read once per dataset version and per process:
 * its text statistics are computed per dataset, never per request. From the version's snapshot when
 * there is one (kept by the snapshot builder after the data changes), else built from the rows.
 * Concurrent first requests share one read.
 */
export async function candidateIndex(db: Database): Promise<CandidateIndex> {
  const key = await datasetKey(db);
  const held = heldIndex(key);
  if (held) return held;
  const index = snapshotOrRows(db, key);
  cached = { datasetKey: key, index };
  index.catch(() => {
    if (cached?.index === index) cached = null;
  });
  return index;
}

/** Whether an index was read from a snapshot (the tests and the bench say which way a first list went). */
export const readFromSnapshot = (index: CandidateIndex) => fromSnapshots.has(index);

/** Forgets the index this process holds (the benches' fresh process). */
export function forgetCandidateIndex(): void {
  cached = null;
}
