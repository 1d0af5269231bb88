import { Readable } from 'node:stream';
import { investorImportMessages as im, investorImportOutcomes as outcome, investorMessages } from '@dealscout/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorActivities, investors } from '../src/db/schema/index.js';
import { importInvestors, importReport, type ImportResult } from '../src/modules/investors/import/import-investors.js';
import { upsertDatasetInvestors } from '../src/modules/investors/load-dataset.js';
import { made } from './support/investors-fixture.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const acme = {
  ...made.clinic,
  id: '00000000-0000-4000-8000-0000000000a1',
  company_name: 'Acme Health',
  url: 'https://www.Acme-Health.example/',
};
beforeAll(async () => {
  t = await createTestApp();
  await upsertDatasetInvestors(t.db, [...Object.values(made), acme]);
});
afterAll(() => t.close());

const run = (csv: string, mapping?: Parameters<typeof importInvestors>[2]) => importInvestors(t.db, Readable.from([csv]), mapping);
const snapshot = async () => JSON.stringify(await t.db.select().from(investors).orderBy(asc(investors.id)));
const byName = async (name: string) => (await t.db.select().from(investors).where(eq(investors.companyName, name)))[0];

const header = 'company_name,url,type,preferred_ebitda,sector_focus,description,activities';
const mixed = [
  header,
  'Birch Growth Partners,https://birch.example,Private Equity,12.5,Healthcare;Technology,Growth equity for clinics,',
  ',https://noname.example,corporation,,,,', // line 3: no name
  'Cedar Capital,,hedge fund,,,,', // line 4: unknown type
  'Acme Health Renamed,http://acme-health.example,corporation,,,"Now with a ""new"" description",', // line 5: same website as Acme
  'Dune Ventures,,venture capital,-3,,,', // line 6: negative amount
  'zephyrine dermatology clinics,,corporation,,Healthcare,"A description', // line 7: same name, multi-line cell
  'over two lines",', // line 8 ends line 7's record
  'Elm Partners,not a url,corporation,,,,', // line 9: bad url
  'Fir Holdings,,corporation,,Crypto,,', // line 10: unknown sector
  'Gum Tree,https://gum.example', // line 11: too few columns
  `Hazel Fund,https://hazel.example,venture capital,,,"Seed","[{""date"":""2025-02-01"",""title"":""Led Acme seed""}]"`,
].join('\n');

describe('importing an investor CSV', () => {
  it('adds and updates the good rows, matching by name, and reports every row not added with its reason', async () => {
    const result = await run(mixed);
    expect(result).toMatchObject({ rows: 10, inserted: 3, updated: 1, repeated: 0, rejected: 6 });
    expect(result.reported).toEqual([
      { line: 3, outcome: 'rejected', reason: im.nameRequired },
      { line: 4, outcome: 'rejected', reason: `type: ${investorMessages.unknownType}` },
      { line: 6, outcome: 'rejected', reason: im.amount('preferred_ebitda') },
      { line: 7, outcome: 'updated', reason: outcome.updated('Zephyrine Dermatology Clinics', 'company_name') },
      { line: 9, outcome: 'rejected', reason: im.url },
      { line: 10, outcome: 'rejected', reason: `sector_focus: ${im.unknownSector('Crypto')}` },
      { line: 11, outcome: 'rejected', reason: 'Expected 7 columns, found 2' },
    ]);
    expect(await byName('Birch Growth Partners')).toMatchObject({
      type: 'private equity',
      preferredEbitda: 12.5,
      sectorFocus: ['Healthcare', 'Technology'],
      origin: 'import',
      sources: [{ title: 'Company website', url: 'https://birch.example' }],
    });
    // Another name on Acme's website is another company: a fund and its manager may share a site.
    expect(await byName('Acme Health')).toMatchObject({ id: acme.id, origin: 'dataset' });
    expect(await byName('Acme Health Renamed')).toMatchObject({ description: 'Now with a "new" description', origin: 'import' });
    expect(await byName('zephyrine dermatology clinics')).toMatchObject({
      id: made.clinic.id,
      description: 'A description\nover two lines',
    });
    const hazel = (await byName('Hazel Fund'))!;
    expect(
      await t.db.select({ title: investorActivities.title }).from(investorActivities).where(eq(investorActivities.investorId, hazel.id)),
    ).toEqual([{ title: 'Led Acme seed' }]);
    expect(importReport(result.reported).split('\r\n')).toEqual([
      'line,outcome,reason',
      `3,rejected,${im.nameRequired}`,
      `4,rejected,"type: ${investorMessages.unknownType}"`,
      `6,rejected,"${im.amount('preferred_ebitda')}"`,
      `7,updated,${outcome.updated('Zephyrine Dermatology Clinics', 'company_name')}`,
      `9,rejected,${im.url}`,
      `10,rejected,sector_focus: ${im.unknownSector('Crypto')}`,
      '11,rejected,"Expected 7 columns, found 2"',
      '',
    ]);
  });

  it('makes imported rows searchable by their words', async () => {
    const found = await t.db
      .select({ name: investors.companyName })
      .from(investors)
      .where(sql`${investors.searchVector} @@ plainto_tsquery('english', 'clinics growth')`);
    expect(found).toEqual([{ name: 'Birch Growth Partners' }]);
  });

  it('updates the same rows when the same file comes again', async () => {
    const again = await run(mixed);
    expect(again).toMatchObject({ inserted: 0, updated: 4, repeated: 0, rejected: 6 });
    expect(again.reported.filter((row) => row.outcome === 'updated').map((row) => row.line)).toEqual([2, 5, 7, 12]);
  });

  it("keeps an operator's changes when the shipped dataset is loaded again", async () => {
    await upsertDatasetInvestors(t.db, [{ ...made.clinic, description: 'From the dataset' }]);
    expect(await byName('zephyrine dermatology clinics')).toMatchObject({
      id: made.clinic.id,
      description: 'A description\nover two lines',
    });
  });

  it('reads the columns of a mapping file, and the headers of the investor CSV export without one', async () => {
    const mapped = await run(['Firm,Website,Kind', 'Juniper Labs,https://juniper.example,corporation'].join('\n'), {
      mapping: { company_name: 'Firm', url: 'Website', type: 'Kind' },
    });
    expect(mapped).toMatchObject({ inserted: 1, reported: [] });
    const exported = await run(['Name,URL,State,Preferred Ebitda (mm)', 'Kauri Partners,https://kauri.example,TX,4'].join('\n'));
    expect(exported).toMatchObject({ inserted: 1, reported: [] });
    expect(await byName('Kauri Partners')).toMatchObject({ usStateFull: 'Texas', preferredEbitda: 4 });
  });

  it('accounts for every row: distinct names sharing a website are distinct companies, a repeated name updates its first row', async () => {
    const sharing = ['company_name,url,description'];
    for (let n = 0; n < 300; n++) sharing.push(`Shared Site Firm ${n},https://site-${n - (n % 3)}.example,firm ${n}`);
    sharing.push('shared site firm 7,https://elsewhere.example,repeated'); // line 302: the name of line 9
    const result = await run(sharing.join('\n'));
    expect(result).toMatchObject({ rows: 301, inserted: 300, updated: 0, repeated: 1, rejected: 0 });
    expect(result.reported).toEqual([{ line: 302, outcome: 'repeated', reason: outcome.repeated(9, 'company_name') }]);
    expect(await byName('Shared Site Firm 7')).toBeUndefined();
    expect(await byName('shared site firm 7')).toMatchObject({ url: 'https://elsewhere.example', description: 'repeated' });
    expect(await byName('Shared Site Firm 8')).toMatchObject({ url: 'https://site-6.example' });
  });

  it("takes the website as the key when the operator's mapping says so, and still accounts for every row", async () => {
    const file = [
      'company_name,url,description',
      'Quince Fund,https://quince.example,the fund',
      'Quince Fund Management,https://www.quince.example/,its manager',
      'Rowan Co,,first',
      'Rowan Co,,second',
      'Acme Health Again,https://acme-health.example,renamed',
      'Sorrel Co,https://sorrel.example,new',
    ].join('\n');
    const result = await run(file, { mapping: { key: 'url' } });
    expect(result).toMatchObject({ rows: 6, inserted: 3, updated: 1, repeated: 2, rejected: 0 });
    expect(result.reported).toEqual([
      { line: 3, outcome: 'repeated', reason: outcome.repeated(2, 'url') },
      { line: 5, outcome: 'repeated', reason: outcome.repeated(4, 'url') },
      { line: 6, outcome: 'updated', reason: outcome.updated('Acme Health', 'url') },
    ]);
    expect(await byName('Quince Fund')).toBeUndefined();
    expect(await byName('Quince Fund Management')).toMatchObject({ description: 'its manager' });
    expect(await byName('Rowan Co')).toMatchObject({ description: 'second' });
    expect(await byName('Acme Health Again')).toMatchObject({ id: acme.id, description: 'renamed' });
  });

  it('balances: rows read = added + updated + repeated + rejected, and every row not added is reported', async () => {
    const results: ImportResult[] = [await run(mixed), await run(mixed, { mapping: { key: 'url' } })];
    for (const result of results) {
      expect(result.inserted + result.updated + result.repeated + result.rejected).toBe(result.rows);
      expect(result.reported).toHaveLength(result.rows - result.inserted);
    }
  });

  it('changes nothing when the file cannot be read as CSV or lacks its columns', async () => {
    const before = await snapshot();
    const broken = [header, 'Larch Co,https://larch.example,corporation,,,,', 'Maple Co,,corporation,,,"never closed,'].join('\n');
    await expect(run(broken)).rejects.toThrow(/quote/i);
    await expect(run('Firm,Website\nLarch Co,https://larch.example')).rejects.toThrow(/company_name/);
    await expect(run(['Firm', 'Larch Co'].join('\n'), { mapping: { company_name: 'Company' } })).rejects.toThrow(/"Company"/);
    await expect(run('')).rejects.toThrow(/empty/);
    expect(await snapshot()).toBe(before);
  });
});
