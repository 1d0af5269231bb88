import { datasetReplySchema, datasetSearchParams, investorMessages as m, isStopWord, similarCompaniesSchema } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { bearer } from '../support/auth-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { shippedFixture, type ShippedFixture } from './shipped-fixture.js';
import { PEER_SET } from './peer-set.js';

let t: TestApp;
let token: ShippedFixture['token'];
let trialId = '';
beforeAll(async () => {
  ({ t, token, trialId } = await shippedFixture());
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who: keyof typeof token = 'pro') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });

/** The first investor whose name starts with `start`. */
async function idOf(start: string) {
  const response = await get(`/api/dataset?${datasetSearchParams({ search: start, limit: 5 })}`);
  const row = datasetReplySchema.parse(response.json()).data.find((investor) => investor.company_name.startsWith(start));
  expect(row, start).toBeDefined();
  return row!.id;
}

async function similar(id: string, who: keyof typeof token = 'pro') {
  const response = await get(`/api/investor/${id}/similar`, who);
  expect(response.statusCode, response.body).toBe(200);
  return similarCompaniesSchema.parse(response.json()).data;
}

describe('GET /api/investor/{id}/similar over the shipped dataset', () => {
  it('names the industry it shares by its NAICS code and title', async () => {
    const list = await similar(await idOf('Microsoft'));
    const industry = list.flatMap((entry) => entry.reasons).filter((reason) => reason.kind === 'industry');
    expect(industry.length).toBeGreaterThan(0);
    expect(industry.map((reason) => reason.text)).toContain('Same industry (NAICS 513210 Software Publishers)');
    expect(industry.every((reason) => /\(NAICS \d+ [A-Z]/.test(reason.text))).toBe(true);
  });

  it(`finds the obvious peer among the ten for at least 90 % of ${PEER_SET.length} companies`, async () => {
    const missed: string[] = [];
    const cited = new Set<string>();
    for (const [company, peers] of PEER_SET) {
      const list = await similar(await idOf(company));
      const names = list.map((entry) => entry.investor.company_name);
      if (!names.some((name) => peers.some((peer) => name.startsWith(peer)))) missed.push(`${company}: ${names.slice(0, 3).join(', ')}`);
      for (const { kind, text } of list.flatMap((entry) => entry.reasons))
        if (kind === 'business_lines') for (const word of text.replace('Business lines: ', '').split(', ')) cited.add(word);
    }
    const share = 1 - missed.length / PEER_SET.length;
    console.log(`peer set: ${(share * 100).toFixed(1)} % in the first ten; missed ${missed.join(' / ') || 'none'}`);
    expect(share).toBeGreaterThanOrEqual(0.9);
    // The business lines two companies share are words that say what they do, never the shared stop list's.
    expect([...cited].filter(isStopWord)).toEqual([]);
  }, 120_000);

  it('lists ten others of the same kind, best first, each with why', async () => {
    const visa = await idOf('Visa Inc');
    const list = await similar(visa);
    expect(list).toHaveLength(10);
    expect(list.some((entry) => entry.investor.id === visa)).toBe(false);
    expect(list.every((entry) => entry.investor.type === 'corporation')).toBe(true);
    expect(list.map((entry) => entry.score)).toEqual([...list.map((entry) => entry.score)].sort((a, b) => b - a));
    const mastercard = list.find((entry) => entry.investor.company_name.startsWith('Mastercard'))!;
    expect(mastercard.reasons.map((reason) => reason.kind)).toEqual(expect.arrayContaining(['industry', 'business_lines', 'size']));
    const firms = await similar(await idOf('KKR & Co'));
    expect(firms.every((entry) => entry.investor.type !== 'corporation')).toBe(true);
  });

  it('spends no free search: it is a view of an investor, as the detail', async () => {
    await similar(await idOf('Visa Inc'), 'trial');
    expect((await t.db.select().from(users).where(eq(users.id, trialId)))[0]!.remainingTrial).toBe(3);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is no UUID', 'visa'],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await get(`/api/investor/${id}/similar`);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).toContain(m.notFound);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/investor/${await idOf('Visa Inc')}/similar` });
    expect(response.statusCode).toBe(401);
  });
});
