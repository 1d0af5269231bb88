import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { florenceIndexSnapshots } from '../../src/db/schema/index.js';
import { candidateIndex, datasetKey, forgetCandidateIndex, indexFromRows } from '../../src/modules/investor-index/candidate-cache.js';
import { buildIndexSnapshot, startIndexSnapshots } from '../../src/modules/investor-index/snapshot/snapshot-builder.js';
import { packSnapshot } from '../../src/modules/investor-index/snapshot/snapshot-file.js';
import { readStoredSnapshot } from '../../src/modules/investor-index/snapshot/snapshot-store.js';
import { upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { loadSampleInvestors, made } from '../support/investors-fixture.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const w = useWorkspace();
const failingWorker = { name: 'failing-worker', beside: new URL('../support/failing-worker.ts', import.meta.url).href };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storage = () => w.t.app.deps.storage;
const snapshotKeys = async () => (await w.t.db.select().from(florenceIndexSnapshots)).map((row) => row.datasetKey);
let changes = 0;

/** A new dataset version: one investor's description changed. */
async function changeData() {
  await upsertDatasetInvestors(w.t.db, [{ ...made.eyeFund, description: `${made.eyeFund.description} Change ${++changes}.` }]);
  return datasetKey(w.t.db);
}

/** The stored snapshot of `key`, built by the builder (on its worker thread: the failing one's test shows it). */
async function builtOffThread(key: string) {
  expect(await buildIndexSnapshot(w.t.db, storage())).toBe(1);
  return (await readStoredSnapshot(w.t.db, storage(), key))!;
}

beforeAll(async () => {
  await loadSampleInvestors(w.t);
});

afterEach(() => {
  delete process.env.FAILING_WORKER;
});

describe('florence: the index snapshot built on a worker thread', () => {
  it('is byte for byte the snapshot built on this thread, from the rows or from the index this process holds', async () => {
    const key = await changeData();
    forgetCandidateIndex();
    const fromRows = await builtOffThread(key);
    expect(sha256(fromRows)).toBe(sha256(packSnapshot(await indexFromRows(w.t.db), key)));

    const next = await changeData();
    const held = await candidateIndex(w.t.db);
    const fromHeld = await builtOffThread(next);
    expect(sha256(fromHeld)).toBe(sha256(packSnapshot(held, next)));
  });

  it('whose thread throws or exits: the claim is released, the error logged, the process carries on, and the next pass builds it', async () => {
    for (const how of ['throws', 'exits']) {
      const key = await changeData();
      process.env.FAILING_WORKER = how;
      await expect(buildIndexSnapshot(w.t.db, storage(), { worker: failingWorker }), how).rejects.toThrow();
      expect(await snapshotKeys(), how).not.toContain(key);

      const log = { error: vi.fn(), info: vi.fn() };
      const failing = startIndexSnapshots({
        db: w.t.db,
        storage: storage(),
        log: log as unknown as FastifyBaseLogger,
        fromCandidates: 0,
        worker: failingWorker,
      });
      // Joins the pass started at once, which fails; its failure is logged before this resumes.
      await expect(failing.drain(), how).rejects.toThrow();
      expect(log.error).toHaveBeenCalledWith({ err: { type: 'Error' } }, 'Florence index snapshot');
      await failing.stop();
      expect(await snapshotKeys(), how).not.toContain(key);

      const working = startIndexSnapshots({ db: w.t.db, storage: storage(), log: log as unknown as FastifyBaseLogger, fromCandidates: 0 });
      expect(await working.drain(), how).toBe(1);
      await working.stop();
      expect(await snapshotKeys(), how).toEqual([key]);
      expect(log.error).toHaveBeenCalledTimes(1);
    }
  });
});
