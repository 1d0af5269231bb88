import { crmMessages, florenceMessages, investorMessages, leadMessages, type Buyer, type Investor } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRecords } from '../../src/db/schema/index.js';
import { upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { bearer } from '../support/auth-helpers.js';
import { connectCrm, salesforceEnv, type FakeSalesforce } from '../support/crm-fixture.js';
import { fakeSalesforce } from '../support/fake-salesforce.mjs';
import { generateQueued, ownersCompany } from '../support/florence-fixture.js';
import { blank, loadSampleInvestors } from '../support/investors-fixture.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { workspaceFixture, type Who } from '../support/workspace-fixture.js';
import { fieldsOf } from '../support/error-replies.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof workspaceFixture>>;
let sf: FakeSalesforce;
/** The owner's company with a generated list of more than 300 corporations. */
let companyId: string;

/** Corporations enough for the list to pass the 300 rows of a PDF: half in Ohio, half in Texas. */
const orchard = (n: number): Investor => ({
  ...blank,
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  company_name: `Orchard Vision ${String(n).padStart(3, '0')}`,
  type: 'corporation',
  url: `https://orchard-${n}.example.com`,
  description: 'Operates eye clinics and ambulatory surgery centers.',
  us_state_full: n % 2 ? 'Ohio' : 'Texas',
});

beforeAll(async () => {
  sf = await fakeSalesforce();
  t = await createTestApp({ BREACH_CHECK_URL: '', ...salesforceEnv(sf) });
  w = await workspaceFixture(t);
  await loadSampleInvestors(t);
  await upsertDatasetInvestors(
    t.db,
    Array.from({ length: 220 }, (_, n) => orchard(n + 1)),
  );
  companyId = await ownersCompany(t);
  expect((await call('owner', 'PUT', `/api/company-buyers/${companyId}`)).statusCode).toBe(202);
  expect(await generateQueued(t, 'exports')).toBe(1);
});
afterAll(async () => {
  await t.close();
  await sf.close();
});

const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(w.token[who]) });
const buyers = async (query: string): Promise<{ data: Buyer[]; total: number }> => {
  const response = await call('owner', 'GET', `/api/company-buyers/${companyId}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const recorded = () => t.db.select().from(actionRecords).where(eq(actionRecords.action, 'buyer_crm_export'));

describe('GET /api/company-buyers for exports', () => {
  it('crm_export=true answers the first 200 of the search and filters, whatever page was asked', async () => {
    const whole = await buyers('crm_export=true&offset=35&limit=5');
    expect(whole.total).toBeGreaterThan(300);
    expect(whole.data.map((buyer) => buyer.rank)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

    const ohio = await buyers('crm_export=true&state=Ohio&type=corporation');
    expect(ohio.total).toBeGreaterThan(100);
    expect(ohio.data).toHaveLength(Math.min(200, ohio.total));
    expect(ohio.data.every((buyer) => buyer.us_state_full === 'Ohio')).toBe(true);
    const searched = await buyers('crm_export=true&search=orchard-1');
    expect(searched.data.length).toBe(searched.total);
    expect(searched.data.every((buyer) => buyer.url!.includes('orchard-1'))).toBe(true);
    // crm_export=false is an ordinary page.
    expect((await buyers('crm_export=false&offset=5')).data.map((buyer) => buyer.rank)).toEqual([6, 7, 8, 9, 10]);
  });

  it('gives a PDF or CSV its 300 rows in one call, and no more', async () => {
    const report = await buyers('limit=300');
    expect(report.data).toHaveLength(300);
    expect(report.data[299]!.ai_description).toContain(report.data[299]!.company_name);
  });

  it('refuses a bad query with the message of each rule', async () => {
    const long = 'x'.repeat(201);
    for (const [query, field, message] of [
      ['limit=301', 'limit', florenceMessages.limit],
      ['limit=0', 'limit', florenceMessages.limit],
      ['offset=-1', 'offset', florenceMessages.offset],
      ['crm_export=yes', 'crm_export', florenceMessages.crmExport],
      ['type=bank', 'type', investorMessages.unknownType],
      [`search=${long}`, 'search', investorMessages.searchTooLong],
      [`state=${long}`, 'state', investorMessages.stateTooLong],
    ] as const) {
      const response = await call('owner', 'GET', `/api/company-buyers/${companyId}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: message, code: 'invalid_input' });
      expect(Object.values(fieldsOf(response.json())).flat(), query).toEqual([message]);
      expect(Object.keys(fieldsOf(response.json()))[0], query).toContain(field);
    }
  });
});

describe('POST /api/crm-export of buyers', () => {
  it('sends the first 200 buyers of the filters as Salesforce Leads, with their reasons, and records the export', async () => {
    expect((await connectCrm(t, sf, w.token.owner, '/leads/ai-recommendation')).statusCode).toBe(200);
    const ohio = await buyers('crm_export=true&state=Ohio');
    const exported = await call('owner', 'POST', '/api/crm-export', { source: 'buyers', user_company_id: companyId, state: ['Ohio'] });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toEqual({ message: crmMessages.buyersExported, created: ohio.data.length, updated: 0 });
    expect(sf.leads.map((lead) => lead.Company)).toEqual(ohio.data.map((buyer) => buyer.company_name));
    const top = ohio.data[0]!;
    expect(sf.leads[0]).toMatchObject({
      LastName: top.company_name,
      Website: top.url,
      State: 'Ohio',
      LeadSource: 'Dealscout',
      Description: `${top.description}\n\nReasons For Target: ${top.ai_description}`,
    });

    // Without filters: the first 200 of the whole list; the Ohio ones sent before are updated, not added.
    const whole = await call('owner', 'POST', '/api/crm-export', { source: 'buyers', user_company_id: companyId });
    const { created, updated } = whole.json();
    expect(created + updated).toBe(200);
    expect(updated).toBe((await buyers('crm_export=true')).data.filter((buyer) => buyer.us_state_full === 'Ohio').length);
    expect((await recorded()).map((record) => record.companyId)).toEqual([companyId, companyId]);
  });

  it('lets a colleague export the shared company, with their own CRM account', async () => {
    expect((await connectCrm(t, sf, w.token.colleague)).statusCode).toBe(200);
    const exported = await call('colleague', 'POST', '/api/crm-export', {
      source: 'buyers',
      user_company_id: companyId,
      search: 'Orchard Vision 007',
    });
    expect(exported.json()).toEqual({ message: crmMessages.buyersExported, created: 0, updated: 1 });
    expect(await recorded()).toHaveLength(3);
  });

  it('another organization’s company, another user’s private one, or an unknown id: 404, nothing sent or recorded', async () => {
    expect((await connectCrm(t, sf, w.token.outsider)).statusCode).toBe(200);
    const callsBefore = sf.calls.length;
    const leadsBefore = sf.leads.length;
    for (const [who, company] of [
      ['outsider', companyId],
      ['colleague', w.company.private],
      ['owner', '00000000-0000-4000-8000-000000000000'],
      ['owner', 'not-a-uuid'],
    ] as const) {
      const refused = await call(who, 'POST', '/api/crm-export', { source: 'buyers', user_company_id: company });
      expect(refused.statusCode, `${who} ${company}`).toBe(404);
    }
    expect(sf.calls.slice(callsBefore)).toEqual([]);
    expect(sf.leads).toHaveLength(leadsBefore);
    expect(await recorded()).toHaveLength(3);
  });

  it('refuses a bad request with the message of each rule, sending nothing', async () => {
    const callsBefore = sf.calls.length;
    const company = { source: 'buyers', user_company_id: companyId };
    for (const [payload, message] of [
      [{ source: 'buyers' }, leadMessages.companyRequired],
      [{ source: 'buyers', user_company_id: ' ' }, leadMessages.companyRequired],
      [{ ...company, type: ['bank'] }, investorMessages.unknownType],
      [{ ...company, state: Array(101).fill('Ohio') }, investorMessages.tooManyStates],
      [{ ...company, search: 'x'.repeat(201) }, investorMessages.searchTooLong],
    ] as const) {
      const response = await call('owner', 'POST', '/api/crm-export', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.values(fieldsOf(response.json())).flat()).toEqual([message]);
    }
    expect(sf.calls.slice(callsBefore)).toEqual([]);
    expect(await recorded()).toHaveLength(3);
  });
});
