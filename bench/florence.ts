// Figures, not assertions: p50/p95 of one Florence list end to end (PUT, the four steps, the list
// written, GET of the first page) for the demo company: over the shipped dataset, then over 100k
// candidates (the shipped rows grown with the search bench's synthetic rows, flagged as such), then over
// 1M on PostgreSQL. Beside each, the worker's phases (p50): the engine's own time (reading the description with the sentence encoder, ranking, reasons) and
// the rest (index, job steps and notices, writing the list, the PUT and the GET).
// Run from the repo root: npm run bench:florence  (BENCH_FLORENCE_RUNS, default 10; BENCH_FLORENCE_SIZES,
// default "0,100000,1000000:postgres": 0 is the shipped dataset alone, ":postgres" runs that size on the
// PostgreSQL server of BENCH_POSTGRES_URL instead of PGlite in memory, ":deals=100000" first imports that many
// synthetic deals through the product's deals import (support/synthetic-deals.ts); BENCH_FLORENCE_SNAPSHOT=0: no index
// snapshot, the first list indexes the rows' text as a process without one does). Above FLORENCE_PRESELECT_ABOVE
// (200,000) a list ranks a pool chosen in the database: the "build" is then the whole dataset's statistics, and
// the RSS column shows that the process never holds every candidate.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { lakesideEyeAnswers, type RunTimings } from '@dealscout/api/testing';
import { florenceApi } from './support/florence-api.js';
import { syntheticDealsCsv } from './support/synthetic-deals.js';
import { printTable } from './support/table.js';

const RUNS = Number(process.env.BENCH_FLORENCE_RUNS ?? 10);
const SNAPSHOT = process.env.BENCH_FLORENCE_SNAPSHOT !== '0';
const SIZES = (process.env.BENCH_FLORENCE_SIZES ?? '0,100000,1000000:postgres').split(',').map((entry) => {
  const [size, ...options] = entry.split(':');
  const deals = options.find((option) => option.startsWith('deals='));
  return {
    candidates: Number(size),
    engine: options.includes('postgres') ? ('postgres' as const) : ('pglite' as const),
    deals: deals ? Number(deals.slice('deals='.length)) : 0,
  };
});

/** The value at `share` of the sorted values (p50: 0.5). */
const at = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const ms = (value: number) => value.toFixed(0);

/**
 * p50 and p95 of `RUNS` lists after a first one, which also reads the dataset's index (reported apart): from
 * the snapshot the background builder stores after the data changed (its build timed apart), or without
 * one from the rows' text.
 */
async function measure({ candidates, engine, deals }: (typeof SIZES)[number]): Promise<string[]> {
  const florence = await florenceApi({ candidates, engine });
  if (deals) await florence.importDeals(syntheticDealsCsv(deals));
  const snapshotMs = SNAPSHOT ? await florence.snapshot() : null;
  const companyId = await florence.company('Lakeside Eye Partners', lakesideEyeAnswers);
  const totals: number[] = [];
  const phases: RunTimings[] = [];
  let first = 0;
  let rss = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    await florence.generate(companyId);
    await florence.api('GET', `/api/company-buyers/${companyId}`);
    rss = Math.max(rss, process.memoryUsage().rss);
    const total = performance.now() - started;
    if (run === 0) first = total;
    else {
      totals.push(total);
      phases.push(florence.lastTimings());
    }
  }
  const counted: number = (await florence.api('GET', '/api/dataset?limit=1')).total;
  const source = await florence.indexFrom(counted);
  await florence.close();
  const phase = (name: keyof RunTimings) =>
    at(
      phases.map((timings) => timings[name] ?? 0),
      0.5,
    );
  const engineTimes = phases.map((timings) => (timings.sentences ?? 0) + (timings.rank ?? 0) + (timings.reasons ?? 0));
  const label =
    `${candidates ? 'shipped + synthetic' : 'shipped'} (${counted.toLocaleString('en-US')})` +
    (deals ? `, ${deals.toLocaleString('en-US')} synthetic deals` : '');
  return [
    label,
    engine,
    String(RUNS),
    snapshotMs === null ? '-' : ms(snapshotMs),
    `${ms(first)} (${source})`,
    ms(at(totals, 0.5)),
    ms(at(totals, 0.95)),
    `${ms(at(engineTimes, 0.5))} (${ms(phase('sentences'))} / ${ms(phase('rank'))} / ${ms(phase('reasons'))})`,
    ms(at(totals, 0.5) - at(engineTimes, 0.5)),
    `${ms(phase('index'))} / ${ms(phase('write'))} / ${ms(phase('claim') + phase('steps') + phase('notify'))}`,
    (rss / 1e6).toFixed(0),
    loadavg()
      .map((load) => load.toFixed(1))
      .join(' '),
  ];
}

const rows: string[][] = [];
for (const size of SIZES) rows.push(await measure(size));
printTable(
  [
    'candidates',
    'database',
    'runs',
    'snapshot (or statistics) build ms',
    'first list ms (ranked over)',
    'p50 ms',
    'p95 ms',
    'engine p50 ms (of it p50: sentences / rank / reasons)',
    'rest p50 ms',
    'of the rest, p50: index / write / job steps',
    'RSS MB (peak after a list)',
    'load (1, 5, 15 min)',
  ],
  rows,
);
