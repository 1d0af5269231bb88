import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { appWithCast, type Cast } from './cast.js';
import { runFuzz } from './fuzz.js';

/** `npm test` runs a fixed-seed sample; `FUZZ_RUNS=10000 npm run fuzz` the full check. */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? 20_260_417);

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  ({ t, cast } = await appWithCast());
});
afterAll(() => t.close());

it(
  `answers ${runs} spoiled requests (seed ${seed}) with no 5xx, a readable message on every 4xx, and no write on a refusal`,
  async () => {
    const started = Date.now();
    const result = await runFuzz(t, cast, { runs, seed });
    const classes = Object.entries(result.perClass)
      .map(([inputClass, count]) => `${inputClass} ${count}`)
      .join(', ');
    console.log(`fuzz: ${result.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${classes})`);
    const failures = result.findings.map(
      (finding) =>
        `${finding.route} | ${finding.inputClass} | ${finding.problem} | x${finding.count} | e.g. ${finding.examples.join(' ; ')}`,
    );
    expect(failures).toEqual([]);
  },
  Math.max(120_000, runs * 250),
);
