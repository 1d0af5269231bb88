import { datasetReplySchema, datasetSearchParams } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakesideEyeAnswers } from '../src/seed/demo-companies.js';
import { createUser } from '../src/seed/factories/accounts.js';
import { insertCompany } from '../src/seed/factories/companies.js';
import { createSession } from '../src/modules/auth/sessions.service.js';
import { loadShippedInvestors } from '../src/modules/investors/load-dataset.js';
import { bearer } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let token = '';
let eyeClinic = '';
beforeAll(async () => {
  t = await createTestApp({ BREACH_CHECK_URL: '' });
  await loadShippedInvestors(t.db);
  const pro = await createUser(t.db, { email: 'pro@example.com', role: 'professional' });
  token = (await createSession(t.db, pro.id, { ip: '10.9.0.1', userAgent: 'test' }, { maxAgeDays: 1 })).token;
  eyeClinic = (await insertCompany(t.db, { name: 'Lakeside Eye', createdBy: pro.id, userInput: lakesideEyeAnswers })).id;
}, 120_000);
afterAll(() => t.close());

const search = async (input: Parameters<typeof datasetSearchParams>[0]) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/dataset?${datasetSearchParams(input)}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return datasetReplySchema.parse(response.json());
};

describe('searching the shipped dataset (Dataset 2)', () => {
  it.each([
    ['Microsoft', 'Microsoft Corporation'],
    ['Apple', 'Apple Inc.'],
    ['Alphabet', 'Alphabet Inc.'],
    ['Amgen', 'Amgen Inc.'],
    ['Henry Schein', 'Henry Schein, Inc.'],
    ['Cisco', 'Cisco Systems, Inc.'],
    ['Dentsply', 'DENTSPLY SIRONA Inc.'],
  ])('finds %s as the first row', async (text, name) => {
    const reply = await search({ search: text });
    expect(reply.data[0]?.company_name).toBe(name);
  });

  it('puts the company of the name first with a company selected too: the name outranks the fit', async () => {
    // Apple Hospitality REIT fits an eye clinic better (hospitality, not hardware), and ranked first before.
    const reply = await search({ search: 'Apple', user_company_id: eyeClinic });
    expect(reply.data.slice(0, 2).map((row) => row.company_name)).toEqual(['Apple Inc.', 'Apple Hospitality REIT, Inc.']);
    expect(reply.data[1]!.score).toBeGreaterThan(reply.data[2]!.score);
    for (const [text, name] of [
      ['Microsoft', 'Microsoft Corporation'],
      ['Henry Schein', 'Henry Schein, Inc.'],
    ])
      expect((await search({ search: text, user_company_id: eyeClinic })).data[0]?.company_name).toBe(name);
  });

  it('finds dental suppliers and practices by the word', async () => {
    const reply = await search({ search: 'dental', limit: 50 });
    expect(reply.total).toBeGreaterThanOrEqual(10);
    expect(reply.data.map((row) => row.company_name)).toEqual(expect.arrayContaining(['Henry Schein, Inc.', 'DENTSPLY SIRONA Inc.']));
  });

  it('shows no preference of any shipped investor: none is disclosed in open data', async () => {
    const reply = await search({ tab: 'investors', limit: 100 });
    expect(reply.total).toBeGreaterThan(30);
    expect(reply.data.every((row) => row.preferred_ebitda === null && row.preferred_ev === null)).toBe(true);
  });
});
