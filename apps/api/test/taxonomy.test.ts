import { naicsListSchema, naicsParent } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/taxonomy/naics', () => {
  it('lists NAICS 2022 from sectors to six-digit industries, label = code, value = name, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/taxonomy/naics' });
    expect(response.statusCode).toBe(200);
    const entries = naicsListSchema.parse(response.json());
    expect(entries).toHaveLength(2125);
    expect(entries[0]).toEqual({ label: '11', value: 'Agriculture, Forestry, Fishing and Hunting', level: 'sector' });
    expect(entries.find((entry) => entry.label === '621111')).toEqual({
      label: '621111',
      value: 'Offices of Physicians (except Mental Health Specialists)',
      level: 'national_industry',
    });
    expect(entries.filter((entry) => entry.level === 'sector').map((entry) => entry.label)).toContain('31-33');
  });

  it('lists every code after its parent: four-digit groups before their six-digit industries', async () => {
    const entries = naicsListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/taxonomy/naics' })).json());
    const position = new Map(entries.map((entry, index) => [entry.label, index]));
    for (const [index, entry] of entries.entries()) {
      const parent = naicsParent(entry.label);
      if (parent === null) continue;
      expect(position.get(parent), `${entry.label} after ${parent}`).toBeLessThan(index);
      if (entry.label.length === 6) expect(position.get(entry.label.slice(0, 4))).toBeLessThan(index);
    }
  });

  it('is cacheable: a day in the browser, then revalidated by its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/taxonomy/naics' });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/taxonomy/naics', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
