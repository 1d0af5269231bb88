// Figures, not assertions: the reads that once indexed the whole dataset, over one large dataset above
// FLORENCE_PRESELECT_ABOVE: a list with marks re-ranked at read time (GET /api/company-buyers/{id}), similar
// companies (GET /api/investor/{id}/similar) and a description search (GET /api/dataset?describe=...), each
// first and p50 / p95 of BENCH_FLORENCE_RUNS after it, with the peak RSS. BENCH_FLORENCE_WHOLE=1 also times
// each once through the whole dataset's index, as at or below the threshold (minutes and gigabytes at 1M).
// Run from the repo root: npm run bench:florence-reads  (BENCH_FLORENCE_SIZE, default "1000000:postgres";
// BENCH_FLORENCE_ABOVE lowers the threshold, e.g. 50000 for a 100k dataset; BENCH_FLORENCE_READS, e.g.
// "re-ranked,similar", times only the reads whose names start so; BENCH_FLORENCE_DATABASE_URL: a database an
// earlier run left loaded). Each row is printed as it is measured.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { lakesideEyeAnswers, usePreselection } from '@dealscout/api/testing';
import { florenceApi } from './support/florence-api.js';
import { printTable } from './support/table.js';

const RUNS = Number(process.env.BENCH_FLORENCE_RUNS ?? 10);
const [size, engine] = (process.env.BENCH_FLORENCE_SIZE ?? '1000000:postgres').split(':');
const candidates = Number(size);
if (process.env.BENCH_FLORENCE_ABOVE) usePreselection(Number(process.env.BENCH_FLORENCE_ABOVE));

const at = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const ms = (value: number) => value.toFixed(0);
let rss = 0;

/** Milliseconds of one call. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  rss = Math.max(rss, process.memoryUsage().rss);
  return performance.now() - started;
}

const florence = await florenceApi({
  candidates,
  engine: engine === 'postgres' ? 'postgres' : 'pglite',
  existing: process.env.BENCH_FLORENCE_DATABASE_URL,
});
const statisticsMs = await florence.snapshot();
const companyId = await florence.company('Lakeside Eye Partners', lakesideEyeAnswers);
await florence.generate(companyId);
const head = (await florence.api('GET', `/api/company-buyers/${companyId}?limit=20`)).data as { id: string }[];
for (const [buyer, mark] of [
  [head[0]!.id, 'bad'],
  [head[3]!.id, 'bad'],
  [head[12]!.id, 'good'],
])
  await florence.api('PUT', `/api/company-buyers/${companyId}/marks/${buyer}`, { mark });
const similarIds = head.slice(0, RUNS + 1).map((buyer) => buyer.id);
const descriptions = [
  'ophthalmology clinics and eye surgery centers',
  'industrial software for manufacturing in Texas',
  'regional banks',
  'medical devices for cardiology',
  'cloud data centers and hosting',
  'specialty chemicals',
  'dental practice management',
  'logistics and freight brokerage in Ohio',
  'organic food brands',
  'renewable energy developers',
  'veterinary clinics',
];
const reads: [string, (run: number) => Promise<unknown>][] = [
  ['re-ranked list with marks', () => florence.api('GET', `/api/company-buyers/${companyId}`)],
  ['similar companies', (run) => florence.api('GET', `/api/investor/${similarIds[run % similarIds.length]}/similar`)],
  [
    'description search',
    (run) => florence.api('GET', `/api/dataset?describe=${encodeURIComponent(descriptions[run % descriptions.length]!)}&limit=20`),
  ],
];

const chosen = process.env.BENCH_FLORENCE_READS?.split(',');
const rows: string[][] = [];
const measure = async (label: string, over: string) => {
  for (const [name, read] of reads) {
    if (chosen && !chosen.some((start) => name.startsWith(start))) continue;
    const first = await timed(() => read(0));
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) times.push(await timed(() => read(run)));
    rows.push([name, label, over, ms(first), ms(at(times, 0.5)), ms(at(times, 0.95)), (rss / 1e6).toFixed(0)]);
    console.log(
      rows.at(-1)!.join(' | '),
      `| load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
  }
};
await measure(`${candidates.toLocaleString('en-US')} ${engine ?? 'pglite'}`, 'above the threshold');
if (process.env.BENCH_FLORENCE_WHOLE === '1') {
  usePreselection(Number.MAX_SAFE_INTEGER);
  await measure(`${candidates.toLocaleString('en-US')} ${engine ?? 'pglite'}`, 'whole index');
}
await florence.close();
console.log(
  `statistics build (two passes): ${ms(statisticsMs)} ms; load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
printTable(['read', 'dataset', 'through', 'first ms', 'p50 ms', 'p95 ms', 'RSS MB (peak so far)'], rows);
