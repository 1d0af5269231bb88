import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { embedOnThisThread } from '../../src/modules/investor-index/sentences/sentence-model.js';
import { embedSentences, useSentenceWorker, warmSentenceEncoder } from '../../src/modules/investor-index/sentences/sentence-thread.js';
import { companySentence } from '../../src/modules/investor-index/sentences/sentence-vectors.js';

const failingWorker = { name: 'failing-worker', beside: new URL('../support/failing-worker.ts', import.meta.url).href };
const texts = ['Ophthalmology clinics and eye surgery centers.', 'Trucking and freight.'];

afterEach(async () => {
  delete process.env.FAILING_WORKER;
  await useSentenceWorker();
});

afterAll(() => useSentenceWorker());

describe('florence: the sentence encoder on its own thread', () => {
  it('reads texts exactly as it does on this thread, warmed or not, one request at a time', async () => {
    // A batch is read as one (padded to its longest text): each request is compared with the same batch here.
    const here = [await embedOnThisThread(texts), await embedOnThisThread([texts[0]!]), await embedOnThisThread([texts[1]!])];
    warmSentenceEncoder();
    const there = await Promise.all([embedSentences(texts), embedSentences([texts[0]!]), embedSentences([texts[1]!])]);
    expect(there).toEqual(here);
  });

  it('that fails rejects as an encoder that cannot load did (a list is ranked without sentences); the next texts start another', async () => {
    process.env.FAILING_WORKER = 'exits';
    await useSentenceWorker(failingWorker);
    await expect(embedSentences(texts)).rejects.toThrow('the worker thread failing-worker exited (3)');
    expect(await companySentence({ description: texts[0]! })).toBeNull();
    await useSentenceWorker();
    expect(await embedSentences(texts)).toEqual(await embedOnThisThread(texts));
  });

  it('that cannot start: the encoder reads the texts on this thread', async () => {
    await useSentenceWorker({ ...failingWorker, name: 'no-such-worker' });
    expect(await embedSentences(texts)).toEqual(await embedOnThisThread(texts));
  });
});
