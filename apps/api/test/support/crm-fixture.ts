import { expect } from 'vitest';
import { bearer } from './auth-helpers.js';
import type { fakeSalesforce } from './fake-salesforce.mjs';
import type { TestApp } from './test-app.js';

export type FakeSalesforce = Awaited<ReturnType<typeof fakeSalesforce>>;

/** The configuration that points the test app's CRM export at the local Salesforce stand-in. */
export const salesforceEnv = (sf: FakeSalesforce) => ({
  APP_URL: 'http://localhost:3000',
  SALESFORCE_CLIENT_ID: 'dealscout-test-client',
  SALESFORCE_CLIENT_SECRET: 'test-client-secret',
  SALESFORCE_LOGIN_URL: sf.url,
  CRM_TOKEN_KEY: 'a-test-key-of-at-least-thirty-two-characters',
});

/** The whole sign-in: our authorize address, the provider's approval, our callback's POST. */
export async function connectCrm(t: TestApp, sf: FakeSalesforce, token: string, returnPath = '/leads/leads-manager') {
  const headers = bearer(token);
  const authorize = await t.app.inject({ method: 'POST', url: '/api/crm-authorize', payload: { return_path: returnPath }, headers });
  expect(authorize.statusCode, authorize.body).toBe(200);
  const { code, state } = sf.approve(authorize.json().authorize_url);
  return t.app.inject({ method: 'POST', url: '/api/connect-crm', payload: { code, state }, headers });
}
