import { asc, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceIndexSnapshots, investors } from '../../src/db/schema/index.js';
import {
  candidateIndex,
  datasetKey,
  forgetCandidateIndex,
  heldIndex,
  readFromSnapshot,
} from '../../src/modules/investor-index/candidate-cache.js';
import { FIELD_WEIGHTS, indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { buildIndexSnapshot, snapshotAndWarm } from '../../src/modules/investor-index/snapshot/snapshot-builder.js';
import { packSnapshot, unpackSnapshot } from '../../src/modules/investor-index/snapshot/snapshot-file.js';
import { SnapshotRejected } from '../../src/modules/investor-index/snapshot/snapshot-rejected.js';
import { readStoredSnapshot } from '../../src/modules/investor-index/snapshot/snapshot-store.js';
import { shippedWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { generatedList as listOf, ownersCompany, readAllSentences } from '../support/florence-fixture.js';
import { loadSampleInvestors, made } from '../support/investors-fixture.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const w = useWorkspace();
let companyId: string;

/** The company's list as a run wrote it (test/support/florence-fixture.ts). */
const generatedList = () => listOf(w.t, w.token.owner, companyId, 'snapshots');

/** A fresh process's first list: the index this one holds is forgotten first. */
async function firstList() {
  forgetCandidateIndex();
  const list = await generatedList();
  return { list, fromSnapshot: readFromSnapshot(await candidateIndex(w.t.db)) };
}

const snapshotRows = () => w.t.db.select().from(florenceIndexSnapshots);

/** Points the current version's snapshot row at a file of these bytes instead, recorded as `size` bytes. */
async function storeInstead(bytes: Buffer, size = bytes.length) {
  const { key } = await w.t.app.deps.storage.write(Readable.from([bytes]), bytes.length);
  await w.t.db
    .update(florenceIndexSnapshots)
    .set({ storageKey: key, size })
    .where(eq(florenceIndexSnapshots.datasetKey, await datasetKey(w.t.db)));
}

let built: Awaited<ReturnType<typeof generatedList>>;

beforeAll(async () => {
  await loadSampleInvestors(w.t);
  await readAllSentences(w.t);
  companyId = await ownersCompany(w.t);
  forgetCandidateIndex();
  built = await generatedList();
  expect(built.length).toBeGreaterThan(20);
});

describe('florence: the index snapshot', () => {
  it('is written after the data changed, and the next first list reads it and is the same list', async () => {
    expect(readFromSnapshot(await candidateIndex(w.t.db))).toBe(false);
    // The background builder leaves a dataset under its size to be indexed from the rows.
    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage, { fromCandidates: 1_000_000 })).toBe(0);
    expect(await snapshotRows()).toEqual([]);
    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage)).toBe(1);
    const [row, ...others] = await snapshotRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ datasetKey: await datasetKey(w.t.db), buildingSince: null });
    expect(row!.size).toBeGreaterThan(0);
    // Already there: nothing more to build.
    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage)).toBe(0);

    const { list, fromSnapshot } = await firstList();
    expect(fromSnapshot).toBe(true);
    expect(list).toEqual(built);
  });

  it('is ignored once the data changes (a stale version), and the next build replaces it and removes its file', async () => {
    const [old] = await snapshotRows();
    await upsertDatasetInvestors(w.t.db, [{ ...made.eyeFund, description: `${made.eyeFund.description} Also retina clinics.` }]);
    const changed = await firstList();
    expect(changed.fromSnapshot).toBe(false);
    expect(changed.list).not.toEqual(built);

    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage)).toBe(1);
    const rows = await snapshotRows();
    expect(rows.map((row) => row.datasetKey)).toEqual([await datasetKey(w.t.db)]);
    await expect(w.t.app.deps.storage.size(old!.storageKey!)).rejects.toThrow();
    const again = await firstList();
    expect(again.fromSnapshot).toBe(true);
    expect(again.list).toEqual(changed.list);
    built = changed.list;
  });

  it('once stored, is read back by the process that built it, so its next list after a change waits for no index', async () => {
    await upsertDatasetInvestors(w.t.db, [{ ...made.eyeFund, description: `${made.eyeFund.description} Also cornea care.` }]);
    forgetCandidateIndex();
    const key = await datasetKey(w.t.db);
    expect(heldIndex(key)).toBeNull();
    expect(await snapshotAndWarm(w.t.db, w.t.app.deps.storage)).toBe(1);
    const held = heldIndex(key);
    expect(held).not.toBeNull();
    expect(readFromSnapshot(await held!)).toBe(true);
    // Nothing new to store: nothing read again.
    expect(await snapshotAndWarm(w.t.db, w.t.app.deps.storage)).toBe(0);
    built = await generatedList();
  });

  it('damaged, cut off, foreign or of other code: refused when read, and the list is built from the rows, the same', async () => {
    const key = await datasetKey(w.t.db);
    const vectors = await shippedWordVectors();
    const index = await candidateIndex(w.t.db);
    const good = packSnapshot(index, key);
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const otherCode = indexCandidates(
      index.candidates.map((candidate) => candidate.investor),
      { vectors, fieldWeights: { ...FIELD_WEIGHTS, name: 4 } },
    );
    const bad = {
      damaged: flipped,
      'cut off': good.subarray(0, Math.floor(good.length * 0.7)),
      empty: Buffer.alloc(0),
      'another dataset version': packSnapshot(index, `${key}-before`),
      'not a snapshot': Buffer.concat([good.subarray(0, 32), Buffer.from('not a snapshot at all')]),
      'read otherwise by other code': packSnapshot(otherCode, key),
    };
    expect(unpackSnapshot(good, key, vectors).candidates.length).toBe(index.candidates.length);
    for (const [what, bytes] of Object.entries(bad)) {
      expect(() => unpackSnapshot(bytes, key, vectors), what).toThrow(SnapshotRejected);
      await storeInstead(bytes);
      const { list, fromSnapshot } = await firstList();
      expect(fromSnapshot, what).toBe(false);
      expect(list, what).toEqual(built);
    }
    // A file shorter than the size its row records is not read at all, whole or streamed (the database's, S3).
    const streamed = { ...w.t.app.deps.storage, readWhole: undefined };
    await storeInstead(good.subarray(0, good.length - 1), good.length);
    expect((await firstList()).fromSnapshot).toBe(false);
    expect(await readStoredSnapshot(w.t.db, streamed, key)).toBeNull();
    await storeInstead(good);
    expect((await firstList()).fromSnapshot).toBe(true);
    expect(await readStoredSnapshot(w.t.db, streamed, key)).toEqual(good);
  });

  it('is keyed by a version every change makes new, even one whose time stamp is older than the newest (committed late)', async () => {
    const key = await datasetKey(w.t.db);
    const [oldest] = await w.t.db.select({ id: investors.id }).from(investors).orderBy(asc(investors.updatedAt)).limit(1);
    // As an update whose transaction began before the last change and committed after it: neither the count nor
    // the newest updated_at moves.
    await w.t.db
      .update(investors)
      .set({ description: 'Committed late.', updatedAt: sql`'2000-01-01'::timestamptz` })
      .where(eq(investors.id, oldest!.id));
    const changed = await datasetKey(w.t.db);
    expect(changed).not.toBe(key);
    // A statement that changes no row leaves the version.
    await w.t.db
      .update(investors)
      .set({ description: 'Nobody.' })
      .where(sql`false`);
    expect(await datasetKey(w.t.db)).toBe(changed);
  });
});
