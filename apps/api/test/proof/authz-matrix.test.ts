import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { runAuthzMatrix } from './authz-matrix.js';
import { appWithCast, type Cast } from './cast.js';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t, cast } = await appWithCast());
});
afterAll(() => t.close());

it('answers every route as every actor by the rules, reveals nothing to outsiders and writes nothing it refuses', async () => {
  const started = Date.now();
  const result = await runAuthzMatrix(t, cast);
  console.log(
    `authorisation matrix: ${result.routes} routes x ${result.actors} actors = ${result.cells} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(result.findings).toEqual([]);
  expect(result.cells).toBe(t.app.routeTable.length * result.actors);
}, 300_000);
