// Figures, not assertions: p50/p95 of one Florence list end to end (PUT, the four steps, the list
// written, GET of the first page) on PGlite, for the demo company: over the shipped dataset, then over
// 100k candidates (the shipped rows grown with the search bench's synthetic rows, flagged as such).
// Run from the repo root: npm run bench:florence  (BENCH_FLORENCE_RUNS, default 10; BENCH_FLORENCE_SIZES,
// default "0,100000", 0 meaning the shipped dataset alone)
import { performance } from 'node:perf_hooks';
import { lakesideEyeAnswers } from '@dealscout/api/testing';
import { florenceApi } from './support/florence-api.js';
import { printTable } from './support/table.js';

const RUNS = Number(process.env.BENCH_FLORENCE_RUNS ?? 10);
const SIZES = (process.env.BENCH_FLORENCE_SIZES ?? '0,100000').split(',').map(Number);

/** p50 and p95 of `RUNS` lists after a first one, which also builds the dataset's index (reported apart). */
async function measure(candidates: number): Promise<string[]> {
  const florence = await florenceApi({ candidates });
  const companyId = await florence.company('Lakeside Eye Partners', lakesideEyeAnswers);
  const times: number[] = [];
  let first = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    await florence.generate(companyId);
    await florence.api('GET', `/api/company-buyers/${companyId}`);
    if (run === 0) first = performance.now() - started;
    else times.push(performance.now() - started);
  }
  const counted: number = (await florence.api('GET', '/api/dataset?limit=1')).total;
  await florence.close();
  const at = (share: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * share))]!;
  const label = `${candidates ? 'shipped + synthetic' : 'shipped'} (${counted.toLocaleString('en-US')})`;
  return [label, String(RUNS), first.toFixed(0), at(0.5).toFixed(0), at(0.95).toFixed(0)];
}

const rows: string[][] = [];
for (const size of SIZES) rows.push(await measure(size));
printTable(['candidates', 'runs', 'first list ms (builds the index)', 'p50 ms', 'p95 ms'], rows);
