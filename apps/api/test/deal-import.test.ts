import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dealImportMessages as dm, dealImportOutcomes as outcome, investorDetailSchema, type InvestorDeal } from '@dealscout/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config.js';
import { investorActivities, investors, investorTotal } from '../src/db/schema/index.js';
import { createUser } from '../src/seed/factories/accounts.js';
import { createSession } from '../src/modules/auth/sessions.service.js';
import { dealImportReport, importDeals, type DealImportResult } from '../src/modules/investors/import/import-deals.js';
import { readShippedInvestors, upsertDatasetInvestors } from '../src/modules/investors/load-dataset.js';
import { bearer } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const sample = path.resolve(API_ROOT, '../../docs/investor-import/deals-sample.csv');
const SAMPLE_COMPANIES = [
  'Cisco Systems, Inc.',
  'Microsoft Corporation',
  'Alphabet Inc.',
  'Broadcom Inc.',
  'Thermo Fisher Scientific Inc.',
  'Amazon.com, Inc.',
  'Splunk Inc.',
  'Henry Schein, Inc.',
];
const shipped = readShippedInvestors().filter((investor) => SAMPLE_COMPANIES.includes(investor.company_name));
const idOf = (name: string) => shipped.find((investor) => investor.company_name === name)!.id;

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  await upsertDatasetInvestors(t.db, shipped);
  const user = await createUser(t.db, { email: 'deals@example.com', role: 'professional' });
  token = (await createSession(t.db, user.id, { ip: '10.9.0.2', userAgent: 'test' }, { maxAgeDays: 1 })).token;
});
afterAll(() => t.close());

const run = (csv: string, options: Parameters<typeof importDeals>[2] = {}) =>
  importDeals(t.db, Readable.from([csv]), { today: '2026-11-28', ...options });
const deals = () => t.db.select().from(investorActivities).orderBy(asc(investorActivities.id));
const counted = (result: DealImportResult) => result.added + result.updated + result.unmatched + result.rejected;
const detail = async (id: string) =>
  investorDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/investor/${id}`, headers: bearer(token) })).json());

describe("importing the docs' sample deals file", () => {
  it('adds each deal to its investor, found by website', async () => {
    const progress: number[] = [];
    const result = await importDeals(t.db, createReadStream(sample), { onProgress: (rows) => progress.push(rows) });
    expect(result).toEqual({ rows: 7, added: 7, updated: 0, unmatched: 0, rejected: 0, reported: [] });
    expect(progress.at(-1)).toBe(7);
  });

  it('shows them on the investor detail, newest first, the counterpart linked when it is in the dataset', async () => {
    const { activities } = await detail(idOf('Microsoft Corporation'));
    expect(activities.map((deal) => [deal.date, deal.title, deal.amount_usd])).toEqual([
      ['2023-10-13', 'Acquired Activision Blizzard, Inc.', 68.7e9],
      ['2022-03-04', 'Acquired Nuance Communications, Inc.', 19.7e9],
    ]);
    const [splunk] = (await detail(idOf('Cisco Systems, Inc.'))).activities as [InvestorDeal];
    expect(splunk).toMatchObject({
      kind: 'acquisition',
      counterpart_name: 'Splunk Inc.',
      counterpart_url: 'https://www.splunk.com',
      counterpart_naics: '513210',
      counterpart_categories: ['Security', 'Observability', 'Software'],
      counterpart_investor_id: idOf('Splunk Inc.'),
      url: 'https://newsroom.cisco.com',
      amount_usd: 28e9,
    });
    const [cisco] = await t.db
      .select()
      .from(investors)
      .where(eq(investors.id, idOf('Cisco Systems, Inc.')));
    expect(cisco).toMatchObject({ dealCount: 1, lastAcquisitionOn: '2024-03-18' });
  });

  it('updates rather than repeats a deal imported again (same investor, counterpart and date)', async () => {
    const before = await deals();
    const result = await importDeals(t.db, createReadStream(sample));
    expect(result).toMatchObject({ rows: 7, added: 0, updated: 7, unmatched: 0, rejected: 0 });
    expect(result.reported.every((row) => row.outcome === 'updated' && row.reason === outcome.updated)).toBe(true);
    expect((await deals()).map((deal) => deal.id)).toEqual(before.map((deal) => deal.id));
  });
});

describe('a deals file with bad rows', () => {
  const header = 'acquirer,acquirer_website,target,categories,price_usd,acquired_at,source';
  const lines = [
    header,
    'Henry Schein Inc,,Bright Smile Dental Lab,Dental;Laboratory,$12.5M,2019-06-01,', // 2: added, by name key
    'Henry Schein Inc,,Bright Smile Dental Lab,Dental;Laboratory,$12.5M,2019-06-01,', // 3: the same deal again
    'Henry Schein Inc,,Future Dental,Dental,,2031-01-01,', // 4: future date
    'Henry Schein Inc,,Vague Dental,Dental,,sometime in 2019,', // 5: unparseable date
    'Henry Schein Inc,,Minus Dental,Dental,-5,2019-01-01,', // 6: negative amount
    'Henry Schein Inc,,NaN Dental,Dental,lots,2019-01-01,', // 7: not a number
    `Henry Schein Inc,,${'x'.repeat(1_000_000)},Dental,,2019-01-01,`, // 8: 1 MB in one field
    'Henry Schein Inc,,"=HYPERLINK(""http://evil.example"")",Dental,,2018-01-01,', // 9: a formula, kept as text
    'Nobody Holdings,https://nobody.example,Some Target,Dental,,2019-01-01,', // 10: unknown investor
    ',,Orphan Target,Dental,,2019-01-01,', // 11: no investor
    'Henry Schein Inc,,Link Dental,Dental,,2019-02-01,javascript:alert(1)', // 12: a source that is no web address
    'Henry Schein Inc,,Short row', // 13: too few columns
    'Henry Schein Inc,,Nul\u0000Dental,Dental,,2019-01-01,', // 14: a NUL
  ];

  it('counts every row once, with a reason for each row not added, and the counts add up', async () => {
    const result = await run(lines.join('\n'));
    expect(result).toMatchObject({ rows: 13, added: 2, updated: 0, unmatched: 1 });
    expect(counted(result)).toBe(result.rows);
    expect(result.reported.map(({ line, outcome: kind, reason }) => [line, kind, reason])).toEqual([
      [3, 'rejected', outcome.repeated(2)],
      [4, 'rejected', dm.futureDate],
      [5, 'rejected', dm.date],
      [6, 'rejected', dm.amount],
      [7, 'rejected', dm.amount],
      [8, 'rejected', dm.textTooLong('counterpart_name', 200)],
      [10, 'unmatched', outcome.unmatched('Nobody Holdings')],
      [11, 'rejected', dm.investorRequired],
      [12, 'rejected', dm.url('source_url')],
      [13, 'rejected', 'Expected 7 columns, found 3'],
      [14, 'rejected', dm.nul],
    ]);
    const schein = await detail(idOf('Henry Schein, Inc.'));
    expect(schein.activities.map((deal) => [deal.counterpart_name, deal.amount_usd, deal.counterpart_categories])).toEqual([
      ['Bright Smile Dental Lab', 12.5e6, ['Dental', 'Laboratory']],
      ['=HYPERLINK("http://evil.example")', null, ['Dental']],
    ]);
    expect(dealImportReport(result.reported).split('\r\n').slice(0, 2)).toEqual([
      'line,outcome,reason',
      `3,rejected,"${outcome.repeated(2)}"`,
    ]);
  });

  it('changes nothing when the file cannot be read, or lacks the columns it needs', async () => {
    const before = JSON.stringify(await deals());
    const [version] = await t.db.select().from(investorTotal);
    await expect(run(`${header}\nHenry Schein Inc,,"Unclosed,Dental,,2019-01-01,`)).rejects.toThrow(/quote/i);
    await expect(run('acquirer,price_usd\nHenry Schein Inc,5')).rejects.toThrow('No column holds the counterpart');
    await expect(run('target,price_usd\nSome Target,5')).rejects.toThrow('No column says whose deal');
    await expect(run('')).rejects.toThrow('The file is empty');
    await expect(run(`${header}\n`, { mapping: { date: 'When' } })).rejects.toThrow('"When" (for date)');
    expect(JSON.stringify(await deals())).toBe(before);
    expect((await t.db.select().from(investorTotal))[0]).toEqual(version);
  });

  it('moves the dataset version when deals change, so Florence builds its index again with them', async () => {
    const [before] = await t.db.select().from(investorTotal);
    await run(`${header}\nHenry Schein Inc,,Another Dental Lab,Dental,,2020-05-05,`);
    const [after] = await t.db.select().from(investorTotal);
    expect(after!.version).toBeGreaterThan(before!.version);
    const count = await t.db.execute(sql`SELECT deal_count FROM investors WHERE id = ${idOf('Henry Schein, Inc.')}`);
    expect((count as unknown as { rows: { deal_count: number }[] }).rows[0]!.deal_count).toBe(3);
  });
});
