import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { investorImportMappingSchema } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config.js';
import { investors } from '../src/db/schema/index.js';
import { importInvestors } from '../src/modules/investors/import/import-investors.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const docs = path.resolve(API_ROOT, '../../docs/investor-import');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the docs' sample mapping for a licensed investor export", () => {
  it('imports the sample export with its deal-size preferences', async () => {
    const mapping = investorImportMappingSchema.parse(JSON.parse(readFileSync(path.join(docs, 'licensed-export-mapping.json'), 'utf8')));
    const result = await importInvestors(t.db, createReadStream(path.join(docs, 'licensed-export-sample.csv')), { mapping });
    expect(result).toMatchObject({ inserted: 2, rejected: 0, reported: [] });
    const [dental] = await t.db.select().from(investors).where(eq(investors.companyName, 'Example Dental Partners'));
    expect(dental).toMatchObject({
      type: 'private equity',
      usStateFull: 'Texas',
      sectorFocus: ['Healthcare'],
      preferredEbitda: 5,
      preferredRevenue: 25,
      preferredEv: 60,
      typicalEquityInvestments: 30,
    });
    const [seed] = await t.db.select().from(investors).where(eq(investors.companyName, 'Example Seed Fund'));
    expect(seed).toMatchObject({ type: 'venture capital', preferredEbitda: null, preferredRevenue: 2 });
  });
});
