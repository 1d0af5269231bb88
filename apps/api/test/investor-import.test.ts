import { Readable } from 'node:stream';
import { investorImportMessages as im, investorMessages } from '@dealscout/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorActivities, investors } from '../src/db/schema/index.js';
import { importInvestors, rejectedReport } from '../src/modules/investors/import/import-investors.js';
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
  it('adds and updates the good rows, matching by website else name, and reports exactly the bad ones', async () => {
    const result = await run(mixed);
    expect(result).toMatchObject({ rows: 10, inserted: 2, updated: 2 });
    expect(result.rejected).toEqual([
      { line: 3, reason: im.nameRequired },
      { line: 4, reason: `type: ${investorMessages.unknownType}` },
      { line: 6, reason: im.amount('preferred_ebitda') },
      { line: 9, reason: im.url },
      { line: 10, reason: `sector_focus: ${im.unknownSector('Crypto')}` },
      { line: 11, reason: 'Expected 7 columns, found 2' },
    ]);
    expect(await byName('Birch Growth Partners')).toMatchObject({
      type: 'private equity',
      preferredEbitda: 12.5,
      sectorFocus: ['Healthcare', 'Technology'],
      origin: 'import',
      sources: [{ title: 'Company website', url: 'https://birch.example' }],
    });
    expect(await byName('Acme Health Renamed')).toMatchObject({
      id: acme.id,
      description: 'Now with a "new" description',
      origin: 'import',
    });
    expect(await byName('zephyrine dermatology clinics')).toMatchObject({
      id: made.clinic.id,
      description: 'A description\nover two lines',
    });
    const hazel = (await byName('Hazel Fund'))!;
    expect(
      await t.db.select({ title: investorActivities.title }).from(investorActivities).where(eq(investorActivities.investorId, hazel.id)),
    ).toEqual([{ title: 'Led Acme seed' }]);
    expect(rejectedReport(result.rejected)).toBe(
      [
        'line,reason',
        `3,${im.nameRequired}`,
        `4,"type: ${investorMessages.unknownType}"`,
        `6,"${im.amount('preferred_ebitda')}"`,
        `9,${im.url}`,
        `10,sector_focus: ${im.unknownSector('Crypto')}`,
        '11,"Expected 7 columns, found 2"',
        '',
      ].join('\n'),
    );
  });

  it('makes imported rows searchable by their words', async () => {
    const found = await t.db
      .select({ name: investors.companyName })
      .from(investors)
      .where(sql`${investors.searchVector} @@ plainto_tsquery('english', 'clinics growth')`);
    expect(found).toEqual([{ name: 'Birch Growth Partners' }]);
  });

  it('updates the same rows when the same file comes again, and keeps the last of duplicate rows', async () => {
    const again = await run(mixed);
    expect(again).toMatchObject({ inserted: 0, updated: 4 });
    const twice = await run(
      [header, 'Ivy Co,https://ivy.example,corporation,1,,first,', 'Ivy Company,https://IVY.example/,corporation,2,,second,'].join('\n'),
    );
    expect(twice).toMatchObject({ inserted: 1, updated: 0 });
    expect(await byName('Ivy Company')).toMatchObject({ preferredEbitda: 2, description: 'second' });
    expect(await byName('Ivy Co')).toBeUndefined();
  });

  it("keeps an operator's changes when the shipped dataset is loaded again", async () => {
    await upsertDatasetInvestors(t.db, [{ ...acme, description: 'From the dataset' }]);
    expect(await byName('Acme Health Renamed')).toMatchObject({ id: acme.id, description: 'Now with a "new" description' });
  });

  it('reads the columns of a mapping file, and the headers of the investor CSV export without one', async () => {
    const mapped = await run(['Firm,Website,Kind', 'Juniper Labs,https://juniper.example,corporation'].join('\n'), {
      mapping: { company_name: 'Firm', url: 'Website', type: 'Kind' },
    });
    expect(mapped).toMatchObject({ inserted: 1, rejected: [] });
    const exported = await run(['Name,URL,State,Preferred Ebitda (mm)', 'Kauri Partners,https://kauri.example,TX,4'].join('\n'));
    expect(exported).toMatchObject({ inserted: 1, rejected: [] });
    expect(await byName('Kauri Partners')).toMatchObject({ usStateFull: 'Texas', preferredEbitda: 4 });
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
