import type { BuyersReply, UserInput } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { florenceDatasetStatistics } from '../../src/db/schema/index.js';
import { candidateIndex, datasetKey, forgetCandidateIndex, heldIndex } from '../../src/modules/investor-index/candidate-cache.js';
import { companyProfileOf } from '../../src/modules/florence/engine/company-profile.js';
import { meaningCentreCounter, statisticsCounter, statisticsOf } from '../../src/modules/investor-index/dataset-statistics.js';
import { shippedWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { industryModelOf } from '../../src/modules/investor-index/industry-model.js';
import { rankCandidates } from '../../src/modules/florence/engine/rank.js';
import { reasonsForList } from '../../src/modules/florence/engine/reasons.js';
import { DETAILED_ROWS, LIST_ROWS, REASONED_ROWS } from '../../src/modules/florence/generate-list.js';
import { decodeStatistics, encodeStatistics } from '../../src/modules/investor-index/preselect/statistics-codec.js';
import { buildDatasetStatistics } from '../../src/modules/investor-index/preselect/statistics-builder.js';
import {
  claimStatisticsBuild,
  releaseStatisticsBuild,
  renewStatisticsBuild,
} from '../../src/modules/investor-index/preselect/statistics-store.js';
import { statisticsCounterHere, statisticsCounterOffThread } from '../../src/modules/investor-index/preselect/statistics-thread.js';
import { forgetDatasetStatistics } from '../../src/modules/investor-index/preselect/built-statistics.js';
import { listIndex } from '../../src/modules/florence/preselect/list-index.js';
import { usePreselection } from '../../src/modules/investor-index/preselect/preselection.js';
import { buildIndexSnapshot } from '../../src/modules/investor-index/snapshot/snapshot-builder.js';
import { upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { eyeClinic, generatedList as listOf, ownersCompany } from '../support/florence-fixture.js';
import { loadSampleInvestors, made } from '../support/investors-fixture.js';
import { bearer } from '../support/auth-helpers.js';
import { useWorkspace } from '../support/workspace-fixture.js';

// The 258 sample investors stand for a dataset above the threshold.
const w = useWorkspace('professional', { FLORENCE_PRESELECT_ABOVE: '100' });
/** A pool large enough to hold every eligible candidate of the sample: ranked with the dataset's statistics, the same list as without a pool. */
const WHOLE = { text: 100_000, mixed: 100_000, prior: 100_000, big: 100_000, words: 1_000, matches: 100_000, priorAnywhere: true };
let companyId: string;

/** The company's list as a run wrote it (test/support/florence-fixture.ts). */
const generatedList = (id = companyId) => listOf(w.t, w.token.owner, id, 'preselect');

/** The index of every investor, as a list at or below the threshold reads it. */
async function wholeIndex() {
  forgetCandidateIndex();
  return candidateIndex(w.t.db);
}

const statisticsRows = () => w.t.db.select({ datasetKey: florenceDatasetStatistics.datasetKey }).from(florenceDatasetStatistics);

beforeAll(async () => {
  await loadSampleInvestors(w.t);
  companyId = await ownersCompany(w.t);
});

beforeEach(() => {
  usePreselection(100);
  forgetDatasetStatistics();
});

describe('florence: above FLORENCE_PRESELECT_ABOVE, a list ranks a pool chosen in the database', () => {
  it('completes before the dataset statistics exist, ranked with the pool’s own, and the API process holds only the pool', async () => {
    expect(await statisticsRows()).toEqual([]);
    const profile = companyProfileOf(eyeClinic);
    const { index, preselected } = await listIndex(w.t.db, profile);
    expect(preselected).toMatchObject({ statistics: 'pool' });
    const whole = await wholeIndex();
    expect(preselected!.pool).toBe(index.candidates.length);
    expect(index.candidates.length).toBeGreaterThan(20);
    expect(index.candidates.length).toBeLessThan(whole.candidates.length);
    // Only the goal's eligible types (a strategic sale: corporations).
    expect(new Set(index.candidates.map((candidate) => candidate.investor.type))).toEqual(new Set(['corporation']));
    const list = await generatedList();
    expect(list.length).toBeGreaterThan(20);
    expect(list[0]!.detail).toMatchObject({ reasons: expect.any(Object) });
  });

  it('ranks with the whole dataset’s statistics once built: over a pool of every eligible candidate, the very list the whole index gives', async () => {
    expect(await buildDatasetStatistics(w.t.db, { aboveCandidates: 100 })).toBe(1);
    // Built once per version: nothing more to build.
    expect(await buildDatasetStatistics(w.t.db, { aboveCandidates: 100 })).toBe(0);
    const profile = companyProfileOf(eyeClinic);
    const { index, preselected } = await listIndex(w.t.db, profile, { sizes: WHOLE });
    expect(preselected!.statistics).toBe('dataset');
    const whole = await wholeIndex();
    // The pool lacks the private equity and venture capital: its own document frequencies would differ.
    expect(index.candidates.length).toBeLessThan(whole.candidates.length);
    const ofPool = statisticsOf(index.candidates.map((candidate) => candidate.investor));
    expect(ofPool.rows).toBe(index.candidates.length);
    expect(index.idf).toEqual(whole.idf);
    expect(index.averageLength).toBe(whole.averageLength);
    expect(index.unseenIdf).toBe(whole.unseenIdf);
    expect(industryModelOf(index)).toEqual(industryModelOf(whole));
    expect(index.idf).not.toEqual(statisticsOf([]).documentFrequency);

    // As a run ranks and reasons (generate-list.ts).
    const listOver = (over: typeof index) => {
      const ranked = rankCandidates(profile, over, undefined, { detailed: DETAILED_ROWS, limit: LIST_ROWS });
      return { ranked, reasons: reasonsForList(ranked.slice(0, REASONED_ROWS), profile, over) };
    };
    const pooled = listOver(index);
    expect(pooled.ranked.length).toBeGreaterThan(20);
    expect(pooled).toEqual(listOver(whole));
    // And a run over the default pool completes.
    expect((await generatedList()).length).toBeGreaterThan(20);
  });

  it('a list over the default pool keeps the whole ranking’s head', async () => {
    const pooled = await generatedList();
    usePreselection(1_000_000);
    forgetCandidateIndex();
    const whole = await generatedList();
    const top = new Set(whole.slice(0, 10).map((row) => row.id));
    expect(pooled.slice(0, 10).filter((row) => top.has(row.id)).length).toBeGreaterThanOrEqual(8);
  });

  it('statistics are built again when the dataset changes; meanwhile a list ranks with the earlier version’s', async () => {
    const before = await datasetKey(w.t.db);
    expect((await statisticsRows()).map((row) => row.datasetKey)).toEqual([expect.stringContaining(before)]);
    await upsertDatasetInvestors(w.t.db, [{ ...made.eyeFund, description: `${made.eyeFund.description} Also retina clinics.` }]);
    const after = await datasetKey(w.t.db);
    expect(after).not.toBe(before);
    const profile = companyProfileOf(eyeClinic);
    expect((await listIndex(w.t.db, profile)).preselected!.statistics).toBe('earlier version');
    expect((await generatedList()).length).toBeGreaterThan(20);

    expect(await buildDatasetStatistics(w.t.db, { aboveCandidates: 100 })).toBe(1);
    expect((await statisticsRows()).map((row) => row.datasetKey)).toEqual([expect.stringContaining(after)]);
    const { index, preselected } = await listIndex(w.t.db, profile);
    expect(preselected!.statistics).toBe('dataset');
    expect(index.idf).toEqual((await wholeIndex()).idf);
  });

  it('a page past the first five gets its reasons with the dataset’s statistics, without indexing the dataset', async () => {
    expect((await generatedList()).length).toBeGreaterThan(REASONED_ROWS + 10);
    forgetCandidateIndex();
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/company-buyers/${companyId}?offset=${REASONED_ROWS + 5}&limit=5`,
      headers: bearer(w.token.owner),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = (response.json() as BuyersReply).data;
    expect(page.map((buyer) => buyer.rank)).toEqual([31, 32, 33, 34, 35]);
    // Written now (a row without reasons reads '... ranks N of M with a score of S.').
    for (const buyer of page) expect(buyer.ai_description).not.toMatch(/ ranks \d+ of \d+ with a score of /);
    expect(heldIndex(await datasetKey(w.t.db))).toBeNull();
  });

  it('the index snapshot is not built for a dataset above the threshold (its lists never read one)', async () => {
    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage)).toBe(0);
    usePreselection(1_000_000);
    expect(await buildIndexSnapshot(w.t.db, w.t.app.deps.storage)).toBe(1);
  });

  it('a build’s claim keeps another process out while renewed, and lapses when not', async () => {
    await w.t.db.delete(florenceDatasetStatistics);
    const key = await datasetKey(w.t.db);
    const age = (minutes: number) =>
      w.t.db.update(florenceDatasetStatistics).set({ buildingSince: sql`now() - ${`${minutes} minutes`}::interval` });
    expect(await claimStatisticsBuild(w.t.db, key)).toBe(true);
    expect(await claimStatisticsBuild(w.t.db, key)).toBe(false);
    await age(11);
    await renewStatisticsBuild(w.t.db, key);
    expect(await claimStatisticsBuild(w.t.db, key)).toBe(false);
    await age(11);
    expect(await claimStatisticsBuild(w.t.db, key)).toBe(true);
    await releaseStatisticsBuild(w.t.db, key);
    expect(await buildDatasetStatistics(w.t.db, { aboveCandidates: 100 })).toBe(1);
  });

  it('stored statistics that cannot be read: logged, the list ranked with the pool’s own, and built again', async () => {
    await w.t.db.update(florenceDatasetStatistics).set({ statistics: Buffer.from('damaged') });
    const errors: unknown[] = [];
    const log = { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const profile = companyProfileOf(eyeClinic);
    expect((await listIndex(w.t.db, profile, { log })).preselected!.statistics).toBe('pool');
    expect(errors).toHaveLength(1);
    expect(await statisticsRows()).toEqual([]);
    expect(await buildDatasetStatistics(w.t.db, { aboveCandidates: 100 })).toBe(1);
    expect((await listIndex(w.t.db, profile, { log })).preselected!.statistics).toBe('dataset');
    expect(errors).toHaveLength(1);
  });

  it('no answer breaks it: words the text search reads as operators, none at all, other goals', async () => {
    const answers = (description: string): UserInput => {
      const input = structuredClone(eyeClinic);
      input[1] = { ...input[1], description_input: [description], service_input: [description.slice(0, 100)], product_input: [] };
      return input;
    };
    const hostile: UserInput[] = [
      answers("surgery & !clinic | 'retina':* <-> (eye)"),
      answers('the and of with'),
      answers(`${'x'.repeat(60)} ${'ab1 '.repeat(400)}`),
      answers('Ophthalmologie für Augenkliniken 眼科 clinique'),
    ];
    for (const userInput of hostile) {
      const id = await ownersCompany(w.t, userInput);
      expect(await generatedList(id)).toBeInstanceOf(Array);
    }
    // The other goals' pools, and a company that names no place (answers the questionnaire would ask more of: read as the engine reads them).
    for (const [goal, types, places] of [
      ['Acquire', ['corporation'], ['Ohio']],
      ['Recapitalize', ['corporation', 'private equity', 'venture capital'], ['Ohio']],
      ['Sell', ['corporation'], []],
    ] as const) {
      const input = structuredClone(eyeClinic);
      input[0] = { ...input[0], 'question-one': [goal] };
      input[1] = { ...input[1], area_of_operations_dropdown: [...places], location_input: [...places] };
      const profile = companyProfileOf(input);
      const { index } = await listIndex(w.t.db, profile);
      expect(rankCandidates(profile, index).length).toBe(index.candidates.length);
      expect([...new Set(index.candidates.map((candidate) => candidate.investor.type))].sort()).toEqual([...types].sort());
    }
  });
});

describe('florence: the dataset statistics', () => {
  it('read back from their stored bytes to the same bits', async () => {
    const whole = await wholeIndex();
    const statistics = statisticsOf(whole.candidates.map((candidate) => candidate.investor));
    expect(decodeStatistics(encodeStatistics(statistics))).toEqual(statistics);
    const withCentre = { ...statistics, meaningCentre: Float32Array.from([0.1, -1 / 3, 2e-9]) };
    expect(decodeStatistics(encodeStatistics(withCentre))).toEqual(withCentre);
    expect(() => decodeStatistics(Buffer.from('not gzip'))).toThrow();
  });

  it('count the same on a worker thread as on this one, a batch at a time, the mean meaning in a second pass', async () => {
    const investors = (await wholeIndex()).candidates.map((candidate) => candidate.investor);
    const here = statisticsCounter();
    for (const investor of investors) here.add(investor);
    const centre = meaningCentreCounter(here.result(), await shippedWordVectors());
    for (const investor of investors) centre.add(investor);
    const expected = { ...here.result(), meaningCentre: centre.result() };
    expect(expected.meaningCentre).toBeInstanceOf(Float32Array);
    const offThread = await statisticsCounterOffThread();
    // Started from the TypeScript source too (tsx's loader registered in the thread).
    expect(offThread.where).toBe('thread');
    for (const counter of [offThread, statisticsCounterHere()]) {
      const batches = () =>
        Array.from({ length: Math.ceil(investors.length / 500) }, (_none, at) => investors.slice(500 * at, 500 * (at + 1)));
      for (const batch of batches()) await counter.add(batch);
      expect(await counter.counted()).toEqual(here.result());
      for (const batch of batches()) await counter.addMeanings(batch);
      expect(await counter.result()).toEqual(expected);
    }
  });
});
