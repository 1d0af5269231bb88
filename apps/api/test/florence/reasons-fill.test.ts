import type { Buyer, BuyersReply } from '@dealscout/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceResults, florenceRuns } from '../../src/db/schema/index.js';
import { candidateIndex } from '../../src/modules/investor-index/candidate-cache.js';
import { companyProfileOf, rankCandidates, reasonsForList, type CandidateReasons } from '../../src/modules/florence/engine/index.js';
import { DETAILED_ROWS, REASONED_ROWS } from '../../src/modules/florence/generate-list.js';
import { PARTIAL_MATCH } from '../../src/modules/florence/partial-match.js';
import { FILL_CHUNK_ROWS, fillRunReasons } from '../../src/modules/florence/reasons-fill.js';
import { sentencesFor } from '../../src/modules/investor-index/sentences/sentence-store.js';
import { bearer } from '../support/auth-helpers.js';
import { eyeClinic, florenceWorker, ownersCompany, readAllSentences } from '../support/florence-fixture.js';
import { loadSampleInvestors } from '../support/investors-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const w = useWorkspace();

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token.owner), remoteAddress: nextClientAddress() });
async function list(companyId: string, query = ''): Promise<BuyersReply> {
  const response = await call('GET', `/api/company-buyers/${companyId}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** A buyer's reasons as the engine wrote them: in a weak list (this one, over the sample dataset), without the partial-match lead. */
const textsOf = (buyer: Buyer): CandidateReasons => ({
  ai_description: buyer.ai_description.replace(`${PARTIAL_MATCH} `, ''),
  financial_synergies: buyer.financial_synergies,
  operating_synergies: buyer.operating_synergies,
  misc_synergies: buyer.misc_synergies,
});
/** The company's list as stored: each row's investor, rank and detail. */
const storedRows = async () =>
  w.t.db
    .select({ id: florenceResults.investorId, rank: florenceResults.rank, detail: florenceResults.detail })
    .from(florenceResults)
    .innerJoin(florenceRuns, eq(florenceRuns.id, florenceResults.runId))
    .where(eq(florenceRuns.companyId, companyId))
    .orderBy(asc(florenceResults.rank));
/** The ranks of the stored rows that keep reasons, in order. */
const reasonedRanks = async () =>
  (await storedRows()).filter((row) => (row.detail as { reasons?: object } | null)?.reasons).map((row) => row.rank);

/** Every head row's reasons as the engine writes them for the whole head at once (what a run wrote before they were lazy). */
async function engineReasons(): Promise<CandidateReasons[]> {
  const index = await candidateIndex(w.t.db);
  const profile = companyProfileOf(eyeClinic);
  const sentences = await sentencesFor(w.t.db, index, profile);
  return reasonsForList(
    rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, sentences }).slice(0, DETAILED_ROWS),
    profile,
    index,
  );
}

let companyId: string;
let runId: string;
let expected: CandidateReasons[];

/** Takes the reasons out of the head's rows below the first pages: what a worker stopped before writing them leaves. */
const forgetDeepReasons = () =>
  w.t.db.execute(
    sql`UPDATE florence_results SET detail = detail - 'reasons' WHERE run_id = ${runId}::uuid AND rank > ${REASONED_ROWS} AND detail IS NOT NULL`,
  );
const headRanks = (rows: number) => Array.from({ length: rows }, (_, at) => at + 1);

beforeAll(async () => {
  await loadSampleInvestors(w.t);
  await readAllSentences(w.t);
  companyId = await ownersCompany(w.t);
  expect((await call('PUT', `/api/company-buyers/${companyId}`)).statusCode).toBe(202);
  const worker = florenceWorker(w.t, 'reasons');
  await worker.drain();
  // What the worker does FILL_DELAY_MS after its last list, at once.
  await worker.fillReasons();
  await worker.stop();
  const [run] = await w.t.db.select({ id: florenceRuns.id }).from(florenceRuns).where(eq(florenceRuns.companyId, companyId));
  runId = run!.id;
  expected = await engineReasons();
});

describe('florence: the reasons below the first pages are written by the job, never by a read', () => {
  it('after the list, the worker writes every head row’s reasons, the same the whole head would get at once', async () => {
    const stored = await storedRows();
    const head = stored.filter((row) => row.detail !== null);
    expect(head.length).toBeGreaterThan(REASONED_ROWS + 20);
    expect(await reasonedRanks()).toEqual(headRanks(head.length));
    expect(head.map((row) => (row.detail as { reasons: CandidateReasons }).reasons)).toEqual(expected.slice(0, head.length));
  });

  it('rows left without reasons get them in every read, computed for the answer and not kept', async () => {
    await forgetDeepReasons();
    expect(await reasonedRanks()).toEqual(headRanks(REASONED_ROWS));
    const before = await storedRows();

    const offset = REASONED_ROWS + 10;
    const page = await list(companyId, `offset=${offset}`);
    expect(page.data.map((buyer) => buyer.rank)).toEqual([1, 2, 3, 4, 5].map((at) => offset + at));
    expect(page.data.map(textsOf)).toEqual(page.data.map((buyer) => expected[buyer.rank - 1]));
    const deep = (await list(companyId, `offset=${REASONED_ROWS + 30}&limit=1`)).data[0]!;
    const searched = await list(companyId, `search=${encodeURIComponent(deep.company_name)}`);
    expect(textsOf(searched.data.find((buyer) => buyer.id === deep.id)!)).toEqual(expected[deep.rank - 1]!);
    const exported = await list(companyId, 'crm_export=true');
    const shown = exported.data.filter((buyer) => buyer.rank <= DETAILED_ROWS);
    expect(shown.map(textsOf)).toEqual(shown.map((buyer) => expected[buyer.rank - 1]));

    expect(await storedRows()).toEqual(before);
  });

  it('resumes: FILL_DELAY_MS after its pass, a worker started later writes what a stopped one left', async () => {
    await forgetDeepReasons();
    const head = (await storedRows()).filter((row) => row.detail !== null);
    const worker = florenceWorker(w.t, 'resumed');
    expect(await worker.drain()).toBe(0);
    await expect.poll(reasonedRanks, { timeout: 20_000, interval: 250 }).toEqual(headRanks(head.length));
    await worker.stop();
    const written = (await storedRows()).filter((row) => row.detail !== null);
    expect(written.map((row) => (row.detail as { reasons: CandidateReasons }).reasons)).toEqual(expected.slice(0, head.length));
    expect(await fillRunReasons(w.t.db, runId)).toEqual({ written: 0, finished: true });
  });

  it('stops after the part it is writing while a list is to be generated; the next pass writes the rest', async () => {
    await forgetDeepReasons();
    // A list to generate comes while the first part with rows to write is written.
    const parts = Math.ceil((REASONED_ROWS + 1) / FILL_CHUNK_ROWS);
    let asked = 0;
    const paused = () => ++asked === parts;
    expect(await fillRunReasons(w.t.db, runId, paused)).toEqual({ written: parts * FILL_CHUNK_ROWS - REASONED_ROWS, finished: false });
    expect(await reasonedRanks()).toEqual(headRanks(parts * FILL_CHUNK_ROWS));
    const head = (await storedRows()).filter((row) => row.detail !== null);
    expect(await fillRunReasons(w.t.db, runId)).toEqual({ written: head.length - parts * FILL_CHUNK_ROWS, finished: true });
    expect(await reasonedRanks()).toEqual(headRanks(head.length));
  });
});
