import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { florenceRuns } from '../../src/db/schema/index.js';
import { startFlorenceWorker } from '../../src/modules/florence/worker.js';
import { FLORENCE_QUEUE_CHANNEL, type BoardEvent } from '../../src/platform/events.js';
import { bearer } from '../support/auth-helpers.js';
import { ownersCompany } from '../support/florence-fixture.js';
import { loadSampleInvestors } from '../support/investors-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const w = useWorkspace();

const generate = (companyId: string) =>
  w.t.app.inject({
    method: 'PUT',
    url: `/api/company-buyers/${companyId}`,
    headers: bearer(w.token.owner),
    remoteAddress: nextClientAddress(),
  });
const statusOf = async (companyId: string) =>
  (await w.t.db.select({ status: florenceRuns.status }).from(florenceRuns).where(eq(florenceRuns.companyId, companyId)))[0]?.status;

describe('florence: a queued run wakes the workers', () => {
  it('the PUT tells the queue channel once its run is committed', async () => {
    await loadSampleInvestors(w.t);
    const heard: BoardEvent[] = [];
    const stop = w.t.app.deps.events.subscribe(FLORENCE_QUEUE_CHANNEL, (event) => heard.push(event));
    const companyId = await ownersCompany(w.t);
    const response = await generate(companyId);
    expect(response.statusCode, response.body).toBe(202);
    // On PostgreSQL the notice comes back through LISTEN on its own connection: after the reply, not before it.
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    stop();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ kind: 'florence' });
    expect(await statusOf(companyId)).toBe('processing');
    // Left for the next test's worker.
  });

  it('a started worker takes a run on the notice, not at its next poll', async () => {
    const { db, events } = w.t.app.deps;
    // A poll an hour apart: only the notice can bring the run to it.
    const worker = startFlorenceWorker({ db, log: w.t.app.log, events }, 3_600_000);
    try {
      await worker.drain();
      const companyId = await ownersCompany(w.t);
      expect((await generate(companyId)).statusCode).toBe(202);
      await vi.waitFor(async () => expect(await statusOf(companyId)).toBe('completed'), { timeout: 120_000, interval: 100 });
    } finally {
      await worker.stop();
    }
  });
});
