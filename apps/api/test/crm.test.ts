import { CRM_RETURN_PATH_MAX, crmMessages as m } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRecords, crmAuthorizations, crmConnections, users } from '../src/db/schema/index.js';
import { bearer } from './support/auth-helpers.js';
import { connectCrm, salesforceEnv, type FakeSalesforce } from './support/crm-fixture.js';
import { fakeSalesforce } from './support/fake-salesforce.mjs';
import { loadSampleInvestors } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { workspaceFixture, type Who } from './support/workspace-fixture.js';
import { fieldsOf } from './support/error-replies.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof workspaceFixture>>;
let sf: FakeSalesforce;

beforeAll(async () => {
  sf = await fakeSalesforce();
  t = await createTestApp({ BREACH_CHECK_URL: '', ...salesforceEnv(sf) });
  w = await workspaceFixture(t, 'enterprise');
});
afterAll(async () => {
  await t.close();
  await sf.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Who, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(w.token[who]) });
const userId = async (who: Who) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${who}@example.com`))
  )[0]!.id;
const leadsExport = () => ({ source: 'leads', user_company_id: w.company.shared });

const connect = (who: Who) => connectCrm(t, sf, w.token[who]);

describe('CRM not set up', () => {
  it('says so, and refuses to sign in or export', async () => {
    const bare = await createTestApp({ BREACH_CHECK_URL: '' });
    const fixture = await workspaceFixture(bare);
    const as = (method: Method, url: string, payload?: object) =>
      bare.app.inject({ method, url, payload, headers: bearer(fixture.token.owner) });
    expect((await as('GET', '/api/crm-status')).json()).toEqual({ configured: false, connected: false, provider: 'Salesforce' });
    for (const [url, payload] of [
      ['/api/crm-authorize', {}],
      ['/api/crm-export', { source: 'investors', investor_ids: ['x'] }],
    ] as const) {
      const response = await as('POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.notSetUp, code: 'bad_request' });
    }
    await bare.close();
  });
});

describe('CRM sign-in', () => {
  it('sends the user to the provider with a PKCE S256 challenge, the scope and a state; the verifier is kept sealed', async () => {
    expect((await call('owner', 'GET', '/api/crm-status')).json()).toEqual({ configured: true, connected: false, provider: 'Salesforce' });
    const refused = await call('owner', 'POST', '/api/crm-export', leadsExport());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: m.notConnected, code: 'crm_not_connected' });
    const reply = (await call('owner', 'POST', '/api/crm-authorize', { return_path: '/leads/leads-manager' })).json();
    const url = new URL(reply.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${sf.url}/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'dealscout-test-client',
      redirect_uri: 'http://localhost:3000/leads/oauth/callback',
      scope: 'refresh_token api',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      state: expect.any(String),
    });
    const [stored] = await t.db
      .select()
      .from(crmAuthorizations)
      .where(eq(crmAuthorizations.state, url.searchParams.get('state')!));
    expect(stored!.codeVerifier).toMatch(/^v1\./);
    for (const path of ['https://evil.example/leads', '/elsewhere']) {
      expect((await call('owner', 'POST', '/api/crm-authorize', { return_path: path })).statusCode).toBe(400);
    }
    const tooLong = await call('owner', 'POST', '/api/crm-authorize', {
      return_path: `/leads/dataset?search=${'x'.repeat(CRM_RETURN_PATH_MAX)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: m.returnPathTooLong, code: 'invalid_input', return_path: [m.returnPathTooLong] });
  });

  it('keeps a long search address on the server and comes back to it whole', async () => {
    const advanced = encodeURIComponent(
      JSON.stringify({ keywords: ['health care', 'clinics'], naics: Array.from({ length: 50 }, (_, n) => `62${n}`) }),
    );
    const path = `/leads/dataset?search=eye%20care&state=Texas&advanced_search=${advanced}&sort=company_name&page=3`;
    expect(path.length).toBeGreaterThan(500);
    const authorize = (await call('outsider', 'POST', '/api/crm-authorize', { return_path: path })).json().authorize_url;
    expect(authorize.length).toBeLessThan(1_000);
    const connected = await call('outsider', 'POST', '/api/connect-crm', sf.approve(authorize));
    expect(connected.json()).toEqual({ connected: true, return_path: path });
    await call('outsider', 'DELETE', '/api/connect-crm');
  });

  it('refuses a missing code or state, an unknown or another user’s state, and a code for another challenge', async () => {
    for (const payload of [{ state: 'x' }, { code: 'x' }, { code: '', state: 'x' }]) {
      const response = await call('owner', 'POST', '/api/connect-crm', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.values(fieldsOf(response.json())).flat()).toEqual([m.invalidRequest]);
    }
    const unknown = await call('owner', 'POST', '/api/connect-crm', { code: 'x', state: 'no-such-state' });
    expect(unknown.json()).toEqual({ error: m.invalidRequest, code: 'bad_request' });
    const theirs = sf.approve((await call('colleague', 'POST', '/api/crm-authorize', {})).json().authorize_url);
    expect((await call('owner', 'POST', '/api/connect-crm', theirs)).json()).toEqual({ error: m.invalidRequest, code: 'bad_request' });
    // The provider checks the verifier against the challenge it was shown: a code issued for another challenge fails.
    const authorize = new URL((await call('owner', 'POST', '/api/crm-authorize', {})).json().authorize_url);
    authorize.searchParams.set('code_challenge', 'A'.repeat(43));
    const forged = sf.approve(authorize.toString());
    const response = await call('owner', 'POST', '/api/connect-crm', forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.invalidRequest, code: 'bad_request' });
    expect(await t.db.select().from(crmConnections)).toEqual([]);
  });

  it('connects, returns to the saved path, and keeps the tokens unreadable in the database', async () => {
    const connected = await connect('owner');
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toEqual({ connected: true, return_path: '/leads/leads-manager' });
    const [row] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.userId, await userId('owner')));
    expect(row!.accessToken).not.toContain('access-');
    expect(row!.refreshToken).not.toContain('refresh-');
    expect(JSON.stringify(row)).not.toMatch(/(access|refresh)-[0-9a-f]{8}/);
    expect((await call('owner', 'GET', '/api/crm-status')).json().connected).toBe(true);
    expect((await call('colleague', 'GET', '/api/crm-status')).json().connected).toBe(false);
    // A state serves once.
    expect(
      (
        await t.db
          .select()
          .from(crmAuthorizations)
          .where(eq(crmAuthorizations.userId, await userId('owner')))
      ).length,
    ).toBe(2);
  });
});

describe('CRM export', () => {
  it('exports a company’s leads as Salesforce Leads, and a second export updates instead of adding', async () => {
    for (const [name, url] of [
      ['Acme Health', 'acme.example.com'],
      ['Birch Clinics', 'birch.example.com'],
      ['Cedar Labs', 'cedar.example.com'],
    ]) {
      const created = await call('owner', 'POST', '/api/user-lead', {
        lead_name: name,
        url,
        list: null,
        user_company_id: w.company.shared,
        user_notes: 'n',
      });
      expect(created.statusCode).toBe(201);
    }
    const first = await call('owner', 'POST', '/api/crm-export', leadsExport());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: m.leadsExported, created: 3, updated: 0 });
    expect(sf.leads.map((lead) => lead.Website).sort()).toEqual([
      'https://acme.example.com',
      'https://birch.example.com',
      'https://cedar.example.com',
    ]);
    expect(sf.leads[0]).toMatchObject({ LastName: expect.any(String), Company: expect.any(String), LeadSource: 'Dealscout' });
    const again = await call('owner', 'POST', '/api/crm-export', leadsExport());
    expect(again.json()).toEqual({ message: m.leadsExported, created: 0, updated: 3 });
    expect(sf.leads).toHaveLength(3);
    const records = await t.db.select().from(actionRecords).where(eq(actionRecords.action, 'leads_crm_export'));
    expect(records.map((record) => record.companyId)).toEqual([w.company.shared, w.company.shared]);
  });

  it('refreshes an expired access token once and keeps the new one sealed', async () => {
    const [before] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.userId, await userId('owner')));
    const tokenCalls = () => sf.calls.filter((line) => line === 'POST /services/oauth2/token').length;
    const callsBefore = tokenCalls();
    sf.expireAccessTokens();
    const exported = await call('owner', 'POST', '/api/crm-export', leadsExport());
    expect(exported.statusCode, exported.body).toBe(200);
    expect(tokenCalls()).toBe(callsBefore + 1);
    const [after] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.userId, await userId('owner')));
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.refreshToken).toBe(before!.refreshToken);
  });

  it('answers 502 with a message while Salesforce is down, writes nothing, and exports again once it is back', async () => {
    const recorded = async () => (await t.db.select().from(actionRecords)).length;
    const recordsBefore = await recorded();
    const leadsBefore = sf.leads.length;
    sf.outage(true);
    try {
      const exported = await call('owner', 'POST', '/api/crm-export', leadsExport());
      expect(exported.statusCode).toBe(502);
      expect(exported.json()).toEqual({ error: m.unavailable, code: 'provider_unavailable' });
      sf.expireAccessTokens();
      const refreshing = await call('owner', 'POST', '/api/crm-export', leadsExport());
      expect(refreshing.statusCode).toBe(502);
      const connecting = await connect('colleague');
      expect(connecting.statusCode).toBe(502);
      expect(connecting.json()).toEqual({ error: m.unavailable, code: 'provider_unavailable' });
    } finally {
      sf.outage(false);
    }
    expect(await recorded()).toBe(recordsBefore);
    expect(sf.leads).toHaveLength(leadsBefore);
    const colleague = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.userId, await userId('colleague')));
    expect(colleague).toEqual([]);
    expect((await call('owner', 'POST', '/api/crm-export', leadsExport())).statusCode).toBe(200);
  });

  it('exports investors by id, and refuses another organization’s company without calling the CRM', async () => {
    const sample = (await loadSampleInvestors(t)).filter((investor) => investor.url).slice(0, 2);
    const exported = await call('owner', 'POST', '/api/crm-export', {
      source: 'investors',
      investor_ids: [...sample.map((one) => one.id), 'unknown'],
    });
    expect(exported.json()).toEqual({ message: m.investorsExported, created: 2, updated: 0 });
    expect(sf.leads).toHaveLength(5);
    const callsBefore = sf.calls.length;
    const outsider = await connect('outsider');
    expect(outsider.statusCode).toBe(200);
    const refused = await call('outsider', 'POST', '/api/crm-export', leadsExport());
    expect(refused.statusCode).toBe(404);
    expect(sf.calls.slice(callsBefore).every((line) => line.startsWith('POST /services/oauth2/token'))).toBe(true);
    for (const payload of [
      { source: 'investors', investor_ids: [] },
      { source: 'investors', investor_ids: Array(201).fill('x') },
      { source: 'buyers' },
    ]) {
      expect((await call('owner', 'POST', '/api/crm-export', payload)).statusCode).toBe(400);
    }
  });

  it('asks to sign in again when the stored tokens cannot be opened (CRM_TOKEN_KEY changed)', async () => {
    expect((await connect('colleague')).statusCode).toBe(200);
    await t.db
      .update(crmConnections)
      .set({ accessToken: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(crmConnections.userId, await userId('colleague')));
    const response = await call('colleague', 'POST', '/api/crm-export', leadsExport());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: m.notConnected, code: 'crm_not_connected' });
  });

  it('disconnects: the refresh token is revoked at the provider and the connection forgotten', async () => {
    expect((await call('owner', 'DELETE', '/api/connect-crm')).statusCode).toBe(204);
    expect((await call('owner', 'GET', '/api/crm-status')).json().connected).toBe(false);
    expect((await call('owner', 'POST', '/api/crm-export', leadsExport())).statusCode).toBe(403);
    expect(sf.calls).toContain('POST /services/oauth2/revoke');
  });
});
