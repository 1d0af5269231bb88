// Figures, not assertions: p50/p95 of one Florence list end to end (PUT, the four steps, the list
// written, GET of the first page) over the shipped dataset on PGlite, for the demo company.
// Run from the repo root: npm run bench:florence  (BENCH_FLORENCE_RUNS, default 10)
import { performance } from 'node:perf_hooks';
import { lakesideEyeAnswers } from '../apps/api/src/db/demo-companies.js';
import { florenceApi } from './support/florence-api.js';
import { printTable } from './support/table.js';

const RUNS = Number(process.env.BENCH_FLORENCE_RUNS ?? 10);
const florence = await florenceApi();
const companyId = await florence.company('Lakeside Eye Partners', lakesideEyeAnswers);
const times: number[] = [];
for (let run = 0; run <= RUNS; run++) {
  const started = performance.now();
  await florence.generate(companyId);
  await florence.api('GET', `/api/company-buyers/${companyId}`);
  // The first run also builds the dataset's index (once per dataset): reported apart.
  if (run === 0) console.log(`first list (builds the index): ${(performance.now() - started).toFixed(0)} ms`);
  else times.push(performance.now() - started);
}
const at = (share: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * share))]!;
printTable(['candidates', 'runs', 'p50 ms', 'p95 ms'], [['shipped (3,140)', String(RUNS), at(0.5).toFixed(0), at(0.95).toFixed(0)]]);
await florence.close();
