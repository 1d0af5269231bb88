import { printTable } from './table.js';

/** The acquirer's 1-based rank in one deal's list (null: not in the list at all), and the time it took. */
export interface DealResult {
  rank: number | null;
  ms: number;
  healthcare: boolean;
  /** The deal's place in the split is odd (1st, 3rd, ...): the split's two halves are its odd and its even deals. */
  odd: boolean;
  /** With --feedback (bench/support/florence-feedback.ts): the acquirer's rank among the candidates not marked, before and after the re-rank. */
  feedback?: {
    marked: number | null;
    reranked: number | null;
    ms: number;
    /** With informed marks, in the engine's eval: the rank a perfect filter on the marks' industry would give (florence-feedback.ts). */
    ceiling?: number | null;
  };
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

/** The results as counted among the candidates the simulated user did not mark: before the re-rank, after it (with its time), or under the industry ceiling. */
const withFeedback = (results: DealResult[], after: 'marked' | 'reranked' | 'ceiling'): DealResult[] =>
  results.flatMap((result) =>
    result.feedback ? [{ ...result, rank: result.feedback[after] ?? null, ms: after === 'reranked' ? result.feedback.ms : result.ms }] : [],
  );

/**
 * Prints n, R@5, R@10, R@50, MRR, median rank and p50/p95 time, overall, on the healthcare deals and on
 * each half of the split (odd and even deals); with feedback also `+marked` and `+feedback` of each of
 * them but healthcare (p50/p95 of `+feedback`: marking and reading the re-ranked first page).
 */
export function printFigures(results: DealResult[], feedbackLabel = 'feedback') {
  const odd = results.filter((result) => result.odd);
  const even = results.filter((result) => !result.odd);
  const groups: [string, DealResult[]][] = [
    ['all', results],
    ['odd', odd],
    ['even', even],
  ];
  const rows: [string, ReturnType<typeof figures>][] = [
    ['all', figures(results)],
    ['healthcare', figures(results.filter((result) => result.healthcare))],
    ['odd half', figures(odd)],
    ['even half', figures(even)],
  ];
  if (results.some((result) => result.feedback))
    for (const [name, group] of groups)
      rows.push(
        [`${name}+marked`, figures(withFeedback(group, 'marked'))],
        [`${name}+${feedbackLabel}`, figures(withFeedback(group, 'reranked'))],
        ...(results.some((result) => result.feedback?.ceiling !== undefined)
          ? [[`${name}+ceiling`, figures(withFeedback(group, 'ceiling'))] as [string, ReturnType<typeof figures>]]
          : []),
      );
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
