import { buyerMarkMessages as m, companyMessages, type Buyer, type BuyersReply } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../src/seed/factories/companies.js';
import { florenceMarks, users } from '../../src/db/schema/index.js';
import { bearer } from '../support/auth-helpers.js';
import { eyeClinic, generateQueued, ownersCompany } from '../support/florence-fixture.js';
import { loadSampleInvestors, made } from '../support/investors-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace, type Who } from '../support/workspace-fixture.js';

const w = useWorkspace();

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]), remoteAddress: nextClientAddress() });
const mark = (who: Who, companyId: string, buyerId: string, verdict: string) =>
  call('PUT', `/api/company-buyers/${companyId}/marks/${buyerId}`, who, { mark: verdict });
const restore = (who: Who, companyId: string, buyerId: string) => call('DELETE', `/api/company-buyers/${companyId}/marks/${buyerId}`, who);
async function list(who: Who, companyId: string, query = ''): Promise<BuyersReply> {
  const response = await call('GET', `/api/company-buyers/${companyId}?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const marksOf = (companyId: string) => w.t.db.select().from(florenceMarks).where(eq(florenceMarks.companyId, companyId));
const allMarks = async () => (await w.t.db.select({ rows: count() }).from(florenceMarks))[0]!.rows;
const ids = (buyers: Buyer[]) => buyers.map((buyer) => buyer.id);

async function generate(companyId: string) {
  expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).statusCode).toBe(202);
  await generateQueued(w.t, 'marks');
}

/** A shared company of the owner's organization with a generated list. */
async function companyWithList() {
  const companyId = await ownersCompany(w.t);
  await generate(companyId);
  return companyId;
}

beforeAll(async () => {
  await loadSampleInvestors(w.t);
});

describe('florence: marks on buyers', () => {
  it('Not a fit hides the buyer and re-ranks the list at once; Good fit lifts the buyers like it and says why', async () => {
    const companyId = await companyWithList();
    const before = await list('owner', companyId, 'limit=50');
    expect(before.hidden).toBe(0);
    expect(before.data.every((buyer) => buyer.mark === null && buyer.moved === null)).toBe(true);
    const [first, second] = before.data;

    const rejected = await mark('owner', companyId, first!.id, 'bad');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ message: m.marked, buyer: first!.id, mark: 'bad' });
    const after = await list('owner', companyId, 'limit=50');
    expect(ids(after.data)).not.toContain(first!.id);
    expect(after.hidden).toBe(1);
    expect(after.total).toBe(before.total - 1);
    expect(after.data.map((buyer) => buyer.rank)).toEqual(after.data.map((_buyer, at) => at + 1));

    const hidden = await list('owner', companyId, 'hidden=true');
    expect(hidden.data).toHaveLength(1);
    expect(hidden.data[0]).toMatchObject({ id: first!.id, mark: 'bad', rank: first!.rank });

    // The buyer ranked last of the first 50 marked a good fit rises to the top, and says why.
    const last = before.data.at(-1)!;
    expect((await mark('owner', companyId, last.id, 'good')).statusCode).toBe(200);
    const lifted = await list('owner', companyId, 'limit=50');
    const risen = lifted.data.find((buyer) => buyer.id === last.id)!;
    expect(risen.mark).toBe('good');
    expect(risen.rank).toBeLessThan(last.rank);
    expect(risen.moved).toBe('Ranked higher: you marked it a good fit');
    const explained = lifted.data.filter((buyer) => buyer.moved && buyer.id !== last.id);
    for (const buyer of explained)
      expect(buyer.moved).toMatch(/^Ranked (higher|lower): (close to|unlike) .+, which you marked (a good fit|not a fit)$/);
    expect(second).toBeDefined();
  });

  it('marks are the company’s: a colleague sees them, marks too, and the last mark of a buyer wins', async () => {
    const companyId = await companyWithList();
    const [buyer] = (await list('owner', companyId)).data;
    expect((await mark('owner', companyId, buyer!.id, 'good')).statusCode).toBe(200);
    expect((await list('colleague', companyId)).data.find((row) => row.id === buyer!.id)?.mark).toBe('good');
    expect((await mark('colleague', companyId, buyer!.id, 'bad')).statusCode).toBe(200);
    expect(ids((await list('owner', companyId)).data)).not.toContain(buyer!.id);
    const [stored] = await marksOf(companyId);
    const [colleague] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'colleague@example.com'));
    expect(stored).toMatchObject({ investorId: buyer!.id, mark: 'bad', userId: colleague!.id });
  });

  it('the same mark twice, and marks racing from two colleagues, leave one mark per buyer and company, never a 500', async () => {
    const companyId = await companyWithList();
    const [buyer] = (await list('owner', companyId)).data;
    for (const attempt of [1, 2]) expect((await mark('owner', companyId, buyer!.id, 'good')).statusCode, `mark ${attempt}`).toBe(200);
    expect(await marksOf(companyId)).toHaveLength(1);

    const race = await Promise.all(
      Array.from({ length: 6 }, (_, n) => mark(n % 2 ? 'colleague' : 'owner', companyId, buyer!.id, n % 3 ? 'bad' : 'good')),
    );
    expect(race.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const marks = await marksOf(companyId);
    expect(marks).toHaveLength(1);
    // Whichever landed last, the list agrees with the one stored mark.
    const shown = await list('owner', companyId, marks[0]!.mark === 'bad' ? 'hidden=true' : '');
    expect(shown.data.find((row) => row.id === buyer!.id)?.mark).toBe(marks[0]!.mark);
  });

  it('restore clears the mark and brings the buyer back to its place; clearing no mark is no error', async () => {
    const companyId = await companyWithList();
    const before = await list('owner', companyId);
    const buyer = before.data[2]!;
    await mark('owner', companyId, buyer.id, 'bad');
    expect(ids((await list('owner', companyId)).data)).not.toContain(buyer.id);
    const restored = await restore('colleague', companyId, buyer.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ message: m.cleared, buyer: buyer.id, mark: null });
    expect(await marksOf(companyId)).toHaveLength(0);
    const again = await list('owner', companyId);
    expect(again).toMatchObject({ hidden: 0, total: before.total });
    expect(ids(again.data)).toEqual(ids(before.data));
    expect((await restore('owner', companyId, buyer.id)).statusCode).toBe(200);
  });

  it('a buyer no longer in the list can be marked (kept for when it comes back); an unknown one is 404', async () => {
    const companyId = await companyWithList();
    // A private-equity firm is never in a strategic sale's list of corporations.
    const response = await mark('owner', companyId, made.eyeFund.id, 'bad');
    expect(response.statusCode, response.body).toBe(200);
    expect(await marksOf(companyId)).toHaveLength(1);
    expect((await list('owner', companyId)).hidden).toBe(0);

    for (const unknown of ['00000000-0000-4000-8000-00000000ffff', 'not-an-id']) {
      const missing = await mark('owner', companyId, unknown, 'good');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: m.buyerNotFound, code: 'not_found' });
    }
    const wrong = await mark('owner', companyId, made.clinic.id, 'maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: m.mark, code: 'invalid_input', mark: [m.mark] });
    expect(
      (await call('PUT', `/api/company-buyers/${companyId}/marks/${made.clinic.id}`, 'owner', { mark: 'good', x: 1 })).statusCode,
    ).toBe(400);
    expect(await marksOf(companyId)).toHaveLength(1);
  });

  it('marks on a buyer of a company the user cannot see: 404, nothing written', async () => {
    const companyId = await companyWithList();
    const [buyer] = (await list('owner', companyId)).data;
    const [owner] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
    // The owner's own company, not shared: the colleague may not see it.
    const privateCompany = (
      await insertCompany(w.t.db, { name: 'Private Clinic', createdBy: owner!.id, shared: false, userInput: eyeClinic })
    ).id;
    const before = await allMarks();
    const refusals = [
      await mark('outsider', companyId, buyer!.id, 'bad'),
      await restore('outsider', companyId, buyer!.id),
      await mark('colleague', privateCompany, buyer!.id, 'good'),
      await mark('owner', '00000000-0000-4000-8000-00000000abcd', buyer!.id, 'good'),
      await mark('owner', 'not-a-company', buyer!.id, 'good'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: companyMessages.notFound, code: 'not_found' });
    }
    expect(await allMarks()).toBe(before);
    expect((await call('GET', `/api/company-buyers/${companyId}?hidden=true`, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/company-buyers/${companyId}?hidden=maybe`, 'owner')).json()).toEqual({
      error: m.hidden,
      code: 'invalid_input',
      hidden: [m.hidden],
    });
  });

  it('marks survive Regenerate: the new list is re-ranked by them and the rejected buyer stays hidden', async () => {
    const companyId = await companyWithList();
    const [first, second] = (await list('owner', companyId)).data;
    await mark('owner', companyId, first!.id, 'bad');
    await mark('owner', companyId, second!.id, 'good');
    const generatedBefore = (await list('owner', companyId)).generated_at;
    await generate(companyId);
    const regenerated = await list('owner', companyId, 'limit=50');
    expect(regenerated.generated_at).not.toBe(generatedBefore);
    expect(ids(regenerated.data)).not.toContain(first!.id);
    expect(regenerated.hidden).toBe(1);
    expect(regenerated.data[0]).toMatchObject({ id: second!.id, mark: 'good' });
  });

  it('the buyers the exports read carry the mark column; a CRM export leaves the hidden ones out', async () => {
    const companyId = await companyWithList();
    const [first, second] = (await list('owner', companyId)).data;
    await mark('owner', companyId, first!.id, 'good');
    await mark('owner', companyId, second!.id, 'bad');
    const exported = await list('owner', companyId, 'limit=300');
    expect(exported.data.find((buyer) => buyer.id === first!.id)?.mark).toBe('good');
    expect(exported.data.filter((buyer) => buyer.mark === null)).toHaveLength(exported.data.length - 1);
    const hiddenExport = await list('owner', companyId, 'limit=300&hidden=true');
    expect(hiddenExport.data.map((buyer) => [buyer.id, buyer.mark])).toEqual([[second!.id, 'bad']]);
    const crm = await list('owner', companyId, 'crm_export=true');
    expect(ids(crm.data)).not.toContain(second!.id);
  });
});
