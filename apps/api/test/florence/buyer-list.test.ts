import type { Buyer, BuyersReply } from '@dealscout/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceMarks, florenceResults, florenceRuns } from '../../src/db/schema/index.js';
import { REASONED_ROWS } from '../../src/modules/florence/generate-list.js';
import { bearer } from '../support/auth-helpers.js';
import { florenceWorker, ownersCompany } from '../support/florence-fixture.js';
import { loadSampleInvestors } from '../support/investors-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace, type Who } from '../support/workspace-fixture.js';

const w = useWorkspace();

const call = (method: 'GET' | 'PUT', url: string, who: Who = 'owner', payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]), remoteAddress: nextClientAddress() });
async function read(companyId: string, query = ''): Promise<BuyersReply> {
  const response = await call('GET', `/api/company-buyers/${companyId}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** The whole list as the page reads it: every page of `query`, 300 at a time. */
async function everyPage(companyId: string, query = ''): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let offset = 0; ; offset += 300) {
    const page = await read(companyId, `${query}&limit=300&offset=${offset}`);
    buyers.push(...page.data);
    if (buyers.length >= page.total) return buyers;
  }
}
const placesOf = (buyers: Buyer[]) => buyers.map((buyer) => ({ id: buyer.id, rank: buyer.rank, mark: buyer.mark }));

/** Every row a read of the company's list could write: its runs, their results, its marks. */
const storedState = async (companyId: string) => ({
  runs: await w.t.db.select().from(florenceRuns).where(eq(florenceRuns.companyId, companyId)).orderBy(asc(florenceRuns.calledAt)),
  results: await w.t.db
    .select({ runId: florenceResults.runId, rank: florenceResults.rank, score: florenceResults.score, detail: florenceResults.detail })
    .from(florenceResults)
    .innerJoin(florenceRuns, eq(florenceRuns.id, florenceResults.runId))
    .where(eq(florenceRuns.companyId, companyId))
    .orderBy(asc(florenceResults.rank)),
  marks: await w.t.db.select().from(florenceMarks).where(eq(florenceMarks.companyId, companyId)).orderBy(asc(florenceMarks.investorId)),
});

let companyId: string;

beforeAll(async () => {
  await loadSampleInvestors(w.t);
  companyId = await ownersCompany(w.t);
  expect((await call('PUT', `/api/company-buyers/${companyId}`)).statusCode).toBe(202);
  const worker = florenceWorker(w.t, 'read-path');
  await worker.drain();
  await worker.stop();
});

describe('florence: one read of a buyer list', () => {
  it('pages the stored list in rank order; the pages put together are the list, and its total counts it', async () => {
    const stored = (await storedState(companyId)).results;
    const first = await read(companyId);
    expect(first.total).toBe(stored.length);
    expect(first.data.map((buyer) => buyer.rank)).toEqual([1, 2, 3, 4, 5]);
    const whole = await everyPage(companyId);
    expect(whole.map((buyer) => buyer.rank)).toEqual(stored.map((row) => row.rank));
    expect(whole.slice(0, REASONED_ROWS).every((buyer) => buyer.factors.length > 0 && !buyer.ai_description.includes(' ranks '))).toBe(
      true,
    );
    expect((await read(companyId, 'hidden=true')).data).toEqual([]);
  });

  it('with marks, a search, a filter, an export and a CRM export give the rows the page read gives, in its order', async () => {
    const before = await read(companyId, 'limit=10');
    for (const [buyer, mark] of [
      [before.data[0]!, 'bad'],
      [before.data[6]!, 'good'],
    ] as const)
      expect((await call('PUT', `/api/company-buyers/${companyId}/marks/${buyer.id}`, 'owner', { mark })).statusCode).toBe(200);

    const whole = await everyPage(companyId);
    expect(whole.map((buyer) => buyer.rank)).toEqual(whole.map((_buyer, at) => at + 1));
    expect(whole.some((buyer) => buyer.id === before.data[0]!.id)).toBe(false);
    expect(placesOf((await read(companyId, 'crm_export=true&offset=40')).data)).toEqual(placesOf(whole.slice(0, 200)));
    expect(placesOf((await read(companyId, 'limit=300')).data)).toEqual(placesOf(whole.slice(0, 300)));

    const state = whole.find((buyer) => buyer.us_state_full)!.us_state_full!;
    const inState = await read(companyId, `state=${encodeURIComponent(state)}&limit=300`);
    expect(placesOf(inState.data)).toEqual(placesOf(whole.filter((buyer) => buyer.us_state_full === state)));
    expect(inState.total).toBe(inState.data.length);

    const word = whole[3]!.company_name.split(/\s+/)[0]!.toLowerCase();
    const named = (buyer: Buyer) => [buyer.company_name, buyer.url ?? ''].some((text) => text.toLowerCase().includes(word));
    expect(placesOf(await everyPage(companyId, `search=${encodeURIComponent(word)}`))).toEqual(placesOf(whole.filter(named)));

    const type = whole[0]!.type;
    const exported = await read(companyId, `crm_export=true&type=${encodeURIComponent(type)}`);
    expect(placesOf(exported.data)).toEqual(placesOf(whole.filter((buyer) => buyer.type === type).slice(0, 200)));

    const hidden = await read(companyId, 'hidden=true');
    expect(hidden.data.map((buyer) => [buyer.id, buyer.rank, buyer.mark])).toEqual([[before.data[0]!.id, 1, 'bad']]);
  });

  it('a read writes nothing: pages, searches, filters, exports and the hidden buyers, also where rows lack their reasons', async () => {
    // What a worker stopped before writing the reasons below the first pages leaves.
    await w.t.db.execute(
      sql`UPDATE florence_results SET detail = detail - 'reasons' WHERE rank > ${REASONED_ROWS} AND detail IS NOT NULL
          AND run_id IN (SELECT id FROM florence_runs WHERE company_id = ${companyId}::uuid)`,
    );
    const before = await storedState(companyId);
    const reads = await Promise.all(
      [
        '',
        `offset=${REASONED_ROWS + 20}`,
        'search=a',
        'type=corporation&limit=50',
        'crm_export=true',
        'hidden=true',
        'limit=300&offset=200',
      ].map((query) => read(companyId, query)),
    );
    expect(reads[1]!.data.every((buyer) => !buyer.ai_description.includes(' ranks '))).toBe(true);
    expect(await storedState(companyId)).toEqual(before);
  });

  it('another organization’s company: 404 on the page and the CRM export, and nothing written', async () => {
    const before = await storedState(companyId);
    for (const query of ['', 'crm_export=true', `offset=${REASONED_ROWS + 20}`]) {
      const response = await call('GET', `/api/company-buyers/${companyId}?${query}`, 'outsider');
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await storedState(companyId)).toEqual(before);
  });
});
