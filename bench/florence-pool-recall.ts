// How much of Florence's whole ranking a preselected pool keeps (issue 26, 1M candidates): over the shipped
// dataset grown to N candidates with the search bench's synthetic rows (PGlite in memory, where the whole
// index still fits), for the first D deals of an eval split and the bench's demo company: the share of the
// whole ranking's top 10 and top 50 that the pool chosen in the database holds, and that the list ranked over
// the pool (with the whole dataset's statistics) keeps in its own top 10 / top 50. Figures, not assertions.
// Run from the repo root: npx tsx bench/florence-pool-recall.ts FILE.jsonl [--candidates N] [--deals D]
import { performance } from 'node:perf_hooks';
import {
  buildDatasetStatistics,
  companyProfileOf,
  indexFromRows,
  lakesideEyeAnswers,
  listIndex,
  loadShippedInvestors,
  openDatabase,
  rankCandidates,
  usePreselection,
} from '@dealscout/api/testing';
import { dealAnswers, readDeals } from './support/florence-deals.js';
import { expandSynthetic } from './search-synthetic.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const file = args.find((arg, at) => !arg.startsWith('--') && !args[at - 1]?.startsWith('--'));
if (!file) {
  console.error('Usage: npx tsx bench/florence-pool-recall.ts FILE.jsonl [--candidates N] [--deals D]');
  process.exit(2);
}
const candidates = option('--candidates', 100_000);
const companies = [lakesideEyeAnswers, ...readDeals(file).slice(0, option('--deals', 56)).map(dealAnswers)];

const handle = await openDatabase({ inMemory: true });
await loadShippedInvestors(handle.db);
await expandSynthetic(handle.db, candidates, 'pglite');
const whole = await indexFromRows(handle.db);
usePreselection(0);
let started = performance.now();
await buildDatasetStatistics(handle.db);
const statisticsMs = performance.now() - started;

const share = (ids: string[], within: Set<string>) => ids.filter((id) => within.has(id)).length / Math.max(1, ids.length);
const sums = { pool10: 0, pool50: 0, list10: 0, list50: 0 };
const pools: number[] = [];
const poolMs: number[] = [];
for (const answers of companies) {
  const profile = companyProfileOf(answers);
  const best = rankCandidates(profile, whole, undefined, { detailed: 0, limit: 50 }).map((candidate) => candidate.investor.id);
  started = performance.now();
  const { index } = await listIndex(handle.db, profile);
  poolMs.push(performance.now() - started);
  pools.push(index.candidates.length);
  const pool = new Set(index.candidates.map((candidate) => candidate.investor.id));
  const listed = rankCandidates(profile, index, undefined, { detailed: 0, limit: 50 }).map((candidate) => candidate.investor.id);
  sums.pool10 += share(best.slice(0, 10), pool);
  sums.pool50 += share(best, pool);
  sums.list10 += share(best.slice(0, 10), new Set(listed.slice(0, 10)));
  sums.list50 += share(best, new Set(listed));
}
await handle.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (sum: number) => (sum / companies.length).toFixed(3);
console.log(`${companies.length} companies, ${whole.candidates.length.toLocaleString('en-US')} candidates`);
console.log(`dataset statistics built in ${statisticsMs.toFixed(0)} ms`);
console.log(`pool: median ${median(pools)} candidates, chosen and indexed in median ${median(poolMs).toFixed(0)} ms`);
console.log(`the whole ranking's top 10 in the pool ${mean(sums.pool10)}, top 50 ${mean(sums.pool50)}`);
console.log(`the whole ranking's top 10 in the pooled list's top 10 ${mean(sums.list10)}, top 50 in its top 50 ${mean(sums.list50)}`);
