import { printTable } from './table.js';

/** The acquirer's 1-based rank in one deal's list (null: not in the list at all), and the time it took. */
export interface DealResult {
  rank: number | null;
  ms: number;
  healthcare: boolean;
}

const percentile = (values: number[], share: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]! : NaN;

function figures(results: DealResult[]) {
  const n = results.length;
  const within = (k: number) => results.filter((result) => result.rank !== null && result.rank <= k).length / Math.max(1, n);
  const mrr = results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / Math.max(1, n);
  // A missing acquirer ranks after every candidate.
  const ranks = results.map((result) => result.rank ?? Number.POSITIVE_INFINITY);
  const median = percentile(ranks, 0.5);
  return {
    n,
    r5: within(5),
    r10: within(10),
    r50: within(50),
    mrr,
    median,
    p50: percentile(
      results.map((result) => result.ms),
      0.5,
    ),
    p95: percentile(
      results.map((result) => result.ms),
      0.95,
    ),
    missing: results.filter((result) => result.rank === null).length,
  };
}

/** Prints n, R@5, R@10, R@50, MRR, median rank and p50/p95 time, overall and on the healthcare deals. */
export function printFigures(results: DealResult[]) {
  const rows = [
    ['all', figures(results)],
    ['healthcare', figures(results.filter((result) => result.healthcare))],
  ] as const;
  printTable(
    ['split', 'n', 'R@5', 'R@10', 'R@50', 'MRR', 'median rank', 'p50 ms', 'p95 ms', 'acquirer not found'],
    rows.map(([name, f]) => [
      name,
      String(f.n),
      f.r5.toFixed(3),
      f.r10.toFixed(3),
      f.r50.toFixed(3),
      f.mrr.toFixed(3),
      String(f.median),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      String(f.missing),
    ]),
  );
}
