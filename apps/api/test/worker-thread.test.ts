import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerThread } from '../src/platform/worker-thread.js';

const failingWorker = { name: 'failing-worker', beside: new URL('./support/failing-worker.ts', import.meta.url).href };

afterEach(() => {
  delete process.env.FAILING_WORKER;
});

describe('a worker thread', () => {
  it('that throws or exits at a request: the request rejects, and so does the next one', async () => {
    for (const [how, failure] of [
      ['throws', 'the failing worker failed'],
      ['exits', 'the worker thread failing-worker exited (3)'],
    ]) {
      process.env.FAILING_WORKER = how;
      const thread = await startWorkerThread(failingWorker);
      await expect(thread.ask('anything'), how).rejects.toThrow(failure);
      await expect(thread.ask('more'), how).rejects.toThrow(failure);
      await thread.end();
    }
  });

  it('that fails while nothing is asked of it does not take the process down: the next request rejects', async () => {
    process.env.FAILING_WORKER = 'later';
    const thread = await startWorkerThread(failingWorker);
    await sleep(200);
    await expect(thread.ask('anything')).rejects.toThrow('the failing worker failed');
    await thread.end();
  });

  it('whose entry cannot be loaded is not started', async () => {
    await expect(startWorkerThread({ ...failingWorker, name: 'no-such-worker' })).rejects.toThrow();
  });
});
