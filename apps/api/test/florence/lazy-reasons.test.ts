import type { Buyer, BuyersReply } from '@dealscout/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceResults, florenceRuns } from '../../src/db/schema/index.js';
import { candidateIndex } from '../../src/modules/investor-index/candidate-cache.js';
import { companyProfileOf, rankCandidates, reasonsForList, type CandidateReasons } from '../../src/modules/florence/engine/index.js';
import { DETAILED_ROWS, REASONED_ROWS } from '../../src/modules/florence/generate-list.js';
import { PARTIAL_MATCH } from '../../src/modules/florence/partial-match.js';
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
let expected: CandidateReasons[];

beforeAll(async () => {
  await loadSampleInvestors(w.t);
  await readAllSentences(w.t);
  companyId = await ownersCompany(w.t);
  expect((await call('PUT', `/api/company-buyers/${companyId}`)).statusCode).toBe(202);
  await florenceWorker(w.t, 'lazy').drain();
  expected = await engineReasons();
});

describe('florence: the reasons below the first pages are written when first shown', () => {
  it('a run writes the first pages’ reasons; a deeper page gets the same reasons the whole head would, and keeps them', async () => {
    const total = (await list(companyId)).total;
    expect(total).toBeGreaterThan(REASONED_ROWS + 20);
    expect(await reasonedRanks()).toEqual(Array.from({ length: REASONED_ROWS }, (_, at) => at + 1));

    const offset = REASONED_ROWS + 10;
    const page = await list(companyId, `offset=${offset}`);
    expect(page.data.map((buyer) => buyer.rank)).toEqual([1, 2, 3, 4, 5].map((at) => offset + at));
    expect(page.data.map(textsOf)).toEqual(page.data.map((buyer) => expected[buyer.rank - 1]));
    // Written from the first row down to the deepest shown, and kept: the next read computes nothing.
    expect(await reasonedRanks()).toEqual(Array.from({ length: offset + 5 }, (_, at) => at + 1));
    expect((await list(companyId, `offset=${offset}`)).data).toEqual(page.data);
  });

  it('a search, an export and a list re-ranked by marks show reasons for every row of the head', async () => {
    const deep = (await list(companyId, `offset=${REASONED_ROWS + 30}&limit=1`)).data[0]!;
    const searched = await list(companyId, `search=${encodeURIComponent(deep.company_name)}`);
    expect(textsOf(searched.data.find((buyer) => buyer.id === deep.id)!)).toEqual(expected[deep.rank - 1]!);

    const exported = await list(companyId, 'crm_export=true');
    const head = exported.data.filter((buyer) => buyer.rank <= DETAILED_ROWS);
    expect(head.map(textsOf)).toEqual(head.map((buyer) => expected[buyer.rank - 1]));

    const first = (await list(companyId)).data[0]!;
    const marked = await call('PUT', `/api/company-buyers/${companyId}/marks/${first.id}`, { mark: 'bad' });
    expect(marked.statusCode, marked.body).toBe(200);
    const reranked = await list(companyId, 'crm_export=true');
    const engineRank = new Map((await storedRows()).map((row) => [row.id, row.rank]));
    const shown = reranked.data.filter((buyer) => engineRank.get(buyer.id)! <= DETAILED_ROWS);
    expect(shown.length).toBeGreaterThan(REASONED_ROWS);
    expect(shown.map(textsOf)).toEqual(shown.map((buyer) => expected[engineRank.get(buyer.id)! - 1]));
  });
});
