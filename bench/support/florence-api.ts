import { mkdtemp, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { UserInput } from '@dealscout/domain';
import {
  buildApp,
  loadConfig,
  openDatabase,
  createUser,
  createSession,
  createFlorenceWorker,
  loadShippedInvestors,
  importDeals,
  insertCompany,
  storeAnswersUnchecked,
  buildIndexSnapshot,
  buildDatasetStatistics,
  candidateIndex,
  forgetCandidateIndex,
  forgetDatasetStatistics,
  preselectionAbove,
  readFromSnapshot,
  type RunTimings,
} from '@dealscout/api/testing';
import { expandSynthetic } from '../search-synthetic.js';
import { freshPostgresDatabase } from './postgres.js';

/**
 * The API in process on a fresh PGlite in a temporary data directory (or a fresh database of the bench's PostgreSQL server) with the
 * shipped dataset, one professional user, and the Florence worker driven by hand: what the eval and the
 * bench call through app.inject. With `candidates`, the investors table is grown to that many rows with
 * the bench's synthetic rows.
 */
export async function florenceApi({
  candidates,
  engine = 'pglite',
  existing,
}: {
  candidates?: number;
  engine?: 'pglite' | 'postgres';
  /** A PostgreSQL database an earlier bench left with its dataset loaded (it died before dropping it): used as it is, and kept. */
  existing?: string;
} = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealscout-florence-'));
  const server = existing ? null : engine === 'postgres' ? await freshPostgresDatabase('florence') : null;
  // PGlite in a data directory, as `npm start` runs it: in memory, its file system copies a file each time it grows.
  const target = existing ? { url: existing } : server ? { url: server.url } : { dataDir: path.join(dataDir, 'pglite') };
  const handle = await openDatabase(target);
  if (!existing) await loadShippedInvestors(handle.db);
  if (candidates && !existing) await expandSynthetic(handle.db, candidates, engine);
  const user = await createUser(handle.db, { email: `florence-eval-${process.pid}@example.com`, role: 'professional' });
  const { token } = await createSession(handle.db, user.id, { ip: '10.9.9.8', userAgent: 'florence-eval' }, { maxAgeDays: 1 });
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, FLORENCE_MONTHLY_LIMIT: '100000', FLORENCE_WORKER: '0' });
  const app = await buildApp({ db: handle.db, config, logger: false });
  let timings: RunTimings = {};
  const onTimings = (_run: string, measured: RunTimings) => void (timings = measured);
  const worker = createFlorenceWorker({ db: handle.db, log: app.log, events: app.deps.events, onTimings }, 'eval');

  const api = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  return {
    api,
    /** The phases of the last list generated (run-timings.ts). */
    lastTimings: () => timings,
    /**
     * Creates a company with these answers, as the questionnaire stores them; returns its id. Written by the
     * factory, not through the questionnaire's PUT: the splits' answers say 'none' where a deal tells
     * nothing (industry, sector), which the form now refuses for a required question, and the figures stay
     * comparable with the runs before it.
     */
    async company(name: string, userInput: UserInput): Promise<string> {
      const { id } = await insertCompany(handle.db, { name: name.slice(0, 100), createdBy: user.id });
      await storeAnswersUnchecked(handle.db, id, userInput);
      return id;
    },
    /** Imports a deals CSV through the product's import (what the browser's and the command's imports run). */
    importDeals: (csv: string) => importDeals(handle.db, Readable.from([csv])),
    /** Generates the company's list through the API (PUT, the worker, the status); returns the milliseconds it took. */
    async generate(companyId: string): Promise<number> {
      const started = performance.now();
      await api('PUT', `/api/company-buyers/${companyId}`);
      await worker.drain();
      const status = await api('GET', '/api/algo-status');
      const run = status.runs.find((item: { company: string }) => item.company === companyId);
      if (run?.status !== 'completed') throw new Error(`generation ended ${run?.status}: ${run?.error}`);
      return performance.now() - started;
    },
    /**
     * What the background builders do after the data changed (timed): the index's snapshot stored, or over
     * a dataset above FLORENCE_PRESELECT_ABOVE the whole dataset's statistics. The process's index and
     * statistics are forgotten after it, so the next list is a fresh process's first.
     */
    async snapshot(): Promise<number> {
      const started = performance.now();
      await buildIndexSnapshot(handle.db, app.deps.storage);
      await buildDatasetStatistics(handle.db, { aboveCandidates: preselectionAbove() });
      const took = performance.now() - started;
      forgetCandidateIndex();
      forgetDatasetStatistics();
      return took;
    },
    /** What the lists were ranked over: a pool chosen in the database (above the threshold), or the whole index, from a snapshot or from the rows. */
    indexFrom: async (candidates: number) =>
      candidates > preselectionAbove() ? 'pool' : readFromSnapshot(await candidateIndex(handle.db)) ? 'snapshot' : 'rows',
    async close() {
      await worker.stop();
      forgetCandidateIndex();
      await app.close();
      await handle.close();
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
