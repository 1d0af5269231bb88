import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startWorkerThread } from '../../src/platform/worker-thread.js';
import { STATISTICS_WORKER } from '../../src/modules/investor-index/preselect/statistics-thread.js';
import { SENTENCE_WORKER } from '../../src/modules/investor-index/sentences/sentence-thread.js';
import { SNAPSHOT_WORKER } from '../../src/modules/investor-index/snapshot/snapshot-thread.js';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entries = [SENTENCE_WORKER, SNAPSHOT_WORKER, STATISTICS_WORKER];

// Each of these falls back to the main thread when its worker cannot start, so a moved entry would go unnoticed.
describe("the investor index's worker threads", () => {
  it.each(entries.map((entry) => [entry.name, entry]))('%s starts from its entry beside its module', async (_name, entry) => {
    const thread = await startWorkerThread(entry);
    await thread.end();
  });

  it.each(entries.map((entry) => [entry.name, entry]))('%s is bundled by build.mjs, next to main.js', (_name, entry) => {
    const source = path.relative(api, fileURLToPath(new URL(`./${entry.name}.ts`, entry.beside)));
    expect(readFileSync(path.join(api, 'build.mjs'), 'utf8')).toContain(`'${source}'`);
  });
});
