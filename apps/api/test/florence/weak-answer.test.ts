import type { BuyersReply, UserInput } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceResults, investors, users } from '../../src/db/schema/index.js';
import { readShippedInvestors, upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { storeAnswersUnchecked } from '../../src/seed/factories/companies.js';
import { PARTIAL_MATCH } from '../../src/modules/florence/partial-match.js';
import { bearer } from '../support/auth-helpers.js';
import { FLORENCE_COMPANIES } from '../support/florence-companies.js';
import { generatedList, ownersCompany } from '../support/florence-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace, type Who } from '../support/workspace-fixture.js';

const w = useWorkspace();

const answersOf = (name: string) => FLORENCE_COMPANIES.find((company) => company.name === name)!.answers;

/** A strong case: cloud security software, whose top ten are security software makers matched word for word. */
const cloudSecurity: UserInput = [
  { 'question-one': ['Sell'], buyer_type: ['Strategic'] },
  {
    'NAICS-Master-Dropdown': ['51'],
    'NAICS-Sub-Dropdown': ['513210'],
    description_input: [
      'Cloud security software that protects workloads, identities and data across AWS, Azure and Google Cloud for mid-sized enterprises.',
    ],
    product_input: ['Cloud security platform', 'Identity threat detection'],
    service_input: ['Managed security'],
    area_of_operations_dropdown: ['California'],
  },
  { revenue_year_one: ['30000000'] },
];

const buyersOf = async (companyId: string, who: Who = 'owner'): Promise<BuyersReply> => {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/company-buyers/${companyId}`,
    headers: bearer(w.token[who]),
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A company with these answers (the engine's shorthand the questionnaire would refuse: stored as given) and its list. */
const list = async (answers: UserInput) => {
  const companyId = await ownersCompany(w.t, null);
  await storeAnswersUnchecked(w.t.db, companyId, answers);
  await generatedList(w.t, w.token.owner, companyId);
  return companyId;
};

let dental: string;
let cloud: string;

beforeAll(async () => {
  await upsertDatasetInvestors(w.t.db, readShippedInvestors());
  dental = await list(answersOf('Harbor Dental Group'));
  cloud = await list(cloudSecurity);
}, 240_000);

describe('florence: when the answer is weak', () => {
  it('a dental group whose top buyers are suppliers and hospitals gets a weak answer, with what would help', async () => {
    const reply = await buyersOf(dental);
    expect(reply.answer).toEqual({
      weak: true,
      backed: 0,
      top: 10,
      suggestions: ['financial_buyers', 'ask_for_deal_history', 'fuller_description'],
    });
    for (const buyer of reply.data) expect(buyer.ai_description.startsWith(`${PARTIAL_MATCH} `), buyer.company_name).toBe(true);
  });

  it('cloud security, matched word for word by software makers, is not weak and its reasons read as written', async () => {
    const reply = await buyersOf(cloud);
    expect(reply.answer).toMatchObject({ weak: false, suggestions: [] });
    expect(reply.answer!.backed).toBeGreaterThanOrEqual(8);
    for (const buyer of reply.data) expect(buyer.ai_description).not.toContain(PARTIAL_MATCH);
  });

  it('tells a superuser to import deals, and suggests none once the dataset holds deals', async () => {
    await w.t.db.update(users).set({ isSuperuser: true }).where(eq(users.email, 'colleague@example.com'));
    expect((await buyersOf(dental, 'colleague')).answer!.suggestions).toContain('import_deal_history');
    const [first] = await w.t.db.select({ id: investors.id }).from(investors).limit(1);
    await w.t.db.update(investors).set({ dealCount: 1 }).where(eq(investors.id, first!.id));
    try {
      const { suggestions } = (await buyersOf(dental, 'colleague')).answer!;
      expect(suggestions).not.toContain('import_deal_history');
      expect(suggestions).not.toContain('ask_for_deal_history');
    } finally {
      await w.t.db.update(investors).set({ dealCount: 0 }).where(eq(investors.id, first!.id));
    }
  });

  it('suggests a fuller description only while the company’s description is short', async () => {
    const long = `${'Harbor Dental Group runs general and pediatric dental offices across Florida with its own lab. '.repeat(3)}It serves families and insurers.`;
    const [goals, attributes, financials] = answersOf('Harbor Dental Group');
    await storeAnswersUnchecked(w.t.db, dental, [goals!, { ...attributes, description_input: [long] }, financials!]);
    expect((await buyersOf(dental)).answer!.suggestions).toEqual(['financial_buyers', 'ask_for_deal_history']);
  });

  it('never suggests financial buyers for a list of financial buyers', async () => {
    const ledgerly = await list(answersOf('Ledgerly'));
    const { answer } = await buyersOf(ledgerly);
    expect(answer!.weak).toBe(true);
    expect(answer!.suggestions).not.toContain('financial_buyers');
  }, 120_000);

  it('is read from the stored list: a read writes nothing', async () => {
    const before = await w.t.db.select().from(florenceResults).orderBy(florenceResults.runId, florenceResults.rank);
    await buyersOf(dental);
    await buyersOf(cloud);
    expect(await w.t.db.select().from(florenceResults).orderBy(florenceResults.runId, florenceResults.rank)).toEqual(before);
  });

  it('another organization gets 404 and no answer', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/company-buyers/${dental}`,
      headers: bearer(w.token.outsider),
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('answer');
  });
});
