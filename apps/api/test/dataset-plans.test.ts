import { datasetSearchParams, datasetSearchSchema, type DatasetSearchInput } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericPlanDatabase, type Database } from '../src/db/client.js';
import { NAMED_TEXTS_MAX, StatementNames } from '../src/db/named-statements.js';
import { genericPlanFits } from '../src/modules/investors/dataset-plans.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const parsed = (input: DatasetSearchInput) =>
  datasetSearchSchema.parse(Object.fromEntries(new URLSearchParams(datasetSearchParams(input))));
const company = '00000000-0000-4000-8000-000000000001';

describe('which searches run on a plan made once (dataset-plans.ts)', () => {
  it('takes a ranked search of words, with or without a tab', () => {
    for (const input of [
      { search: 'health' },
      { search: 'capital', tab: 'investors' },
      { search: 'oil and gas', sort: '-score' },
      { advanced_search: { keywords: ['cloud', 'security'] } },
      { search: 'health', offset: 40, limit: 100 },
      { search: 'Müller' },
      { search: 'non-profit' },
      { search: '3M health' },
    ] satisfies DatasetSearchInput[])
      expect(genericPlanFits(parsed(input)), JSON.stringify(input)).toBe(true);
  });

  it('leaves a filter, a company, another order or no word to plans made for their values', () => {
    for (const input of [
      {},
      { tab: 'investors' },
      { search: 'health', state: ['Wyoming'] },
      { search: 'health', type: ['private equity'] },
      { search: 'health', advanced_search: { naics: ['3254'] } },
      { search: 'health', advanced_search: { sectors: ['Healthcare'] } },
      { search: 'health', advanced_search: { ebitda: [20, 80] } },
      { search: 'health', user_company_id: company },
      { search: 'health', sort: 'company_name' },
      { search: 'a' },
      { search: '1%' },
      { search: 'AI' },
      { search: '-health' },
      { search: 'health -software' },
    ] satisfies DatasetSearchInput[])
      expect(genericPlanFits(parsed(input)), JSON.stringify(input)).toBe(false);
  });
});

describe('statement names (named-statements.ts)', () => {
  it('names a text by its content, the same every time, and no more than NAMED_TEXTS_MAX texts', () => {
    const names = new StatementNames();
    const first = names.nameOf('select $1');
    expect(first).toMatch(/^ds_/);
    expect(names.nameOf('select $1')).toBe(first);
    expect(new StatementNames().nameOf('select $1')).toBe(first);
    expect(names.nameOf('select $1, $2')).not.toBe(first);
    for (let index = 0; index < NAMED_TEXTS_MAX; index++) names.nameOf(`select ${index}, $1`);
    expect(names.nameOf('select $1, $2, $3')).toBeUndefined();
    expect(names.nameOf('select $1')).toBe(first);
  });
});

describe('the generic-plan database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BREACH_CHECK_URL: '' });
  });
  afterAll(() => t.close());

  const planCacheMode = async (db: Database) =>
    ((await db.execute(sql`SHOW plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }).rows[0]!.plan_cache_mode;

  it('keeps its plans on a PostgreSQL server, and is absent on PGlite, which names no statement', async () => {
    const planned = genericPlanDatabase(t.db);
    expect(await planCacheMode(t.db)).toBe('auto');
    if (t.engine === 'pglite') return expect(planned).toBeUndefined();
    expect(planned).toBeDefined();
    expect(await planCacheMode(planned!)).toBe('force_generic_plan');
    // The same statement with other values runs on the plan of the first, and answers for its own values.
    const answer = async (word: string) =>
      ((await planned!.execute(sql`SELECT ${word}::text || '!' AS said`)) as unknown as { rows: { said: string }[] }).rows[0]!.said;
    expect([await answer('one'), await answer('two'), await answer('three')]).toEqual(['one!', 'two!', 'three!']);
  });
});
