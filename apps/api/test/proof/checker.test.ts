import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { runAuthzMatrix } from './authz-matrix.js';
import { BROKEN_ROUTE_EXPECTATIONS, brokenApp } from './broken-app.js';
import { appWithCast, type Cast } from './cast.js';
import { runFuzz } from './fuzz.js';
import { ROUTE_EXPECTATIONS } from './route-expectations.js';

let t: TestApp;
let broken: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t, cast } = await appWithCast());
  broken = await brokenApp(t);
});
afterAll(async () => {
  await broken.close();
  await t.close();
});

const expectations = { ...ROUTE_EXPECTATIONS, ...BROKEN_ROUTE_EXPECTATIONS };
const brokenRoutes = (key: string) => /leaky|careless|fragile|mute|unlisted/.test(key);

it('the matrix reports a leak to outsiders, a write on a refused request and a route without a row', async () => {
  const { findings } = await runAuthzMatrix(broken, cast, { expectations, routes: brokenRoutes });
  expect(findings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^GET \/api\/leaky-company\/:companyId as stranger: expected 404, got 200/),
      expect.stringMatching(/^GET \/api\/leaky-company\/:companyId as otherOrg: the reply reveals the owner's /),
      expect.stringMatching(
        /^PUT \/api\/careless-rename\/:companyId as stranger: refused with 404 but wrote \(companies: 1 row updated\)$/,
      ),
      'GET /api/unlisted: no row in route-expectations.ts (every route needs one)',
    ]),
  );
}, 120_000);

it('the matrix finds nothing wrong with the same routes served correctly', async () => {
  const { findings, cells } = await runAuthzMatrix(t, cast, { routes: (key) => key.includes('/api/company-notes/') });
  expect(findings).toEqual([]);
  expect(cells).toBe(5 * 8);
}, 120_000);

it('the fuzzer reports a 500 on text PostgreSQL refuses, a refusal without a message and a refusal that wrote', async () => {
  const { findings } = await runFuzz(broken, cast, {
    runs: 150,
    seed: 7,
    expectations,
    routes: (key) => /careless|fragile|mute/.test(key),
  });
  const lines = findings.map((finding) => `${finding.route} | ${finding.inputClass} | ${finding.problem}`);
  expect(lines.filter((line) => /^GET \/api\/fragile-search \| [\w-]+ \| 500$/.test(line)).length).toBeGreaterThan(0);
  expect(lines).toEqual(
    expect.arrayContaining([
      'POST /api/mute-refusal | valid | 400 without a readable message',
      'PUT /api/careless-rename/:companyId | unicode | refused with 400 but wrote (companies: 1 row updated)',
    ]),
  );
}, 120_000);
