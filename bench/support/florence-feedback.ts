import { acquirerRank, type Deal } from './florence-deals.js';

/** How many of the list's first buyers the simulated user reads and marks. */
export const FEEDBACK_TOP = 10;

/**
 * The simulated user's one round of feedback: every buyer of the top 10 that is not the deal's acquirer
 * is marked Not a fit. Returns the ranks of the buyers it marks.
 */
export function buyersToReject<Row extends { company_name: string; url: string | null; rank: number }>(
  deal: Deal,
  top: readonly Row[],
): Row[] {
  const head = top.slice(0, FEEDBACK_TOP);
  const acquirer = acquirerRank(deal, head);
  return head.filter((_row, at) => at + 1 !== acquirer);
}

/**
 * The acquirer's rank among the candidates the user did not mark, before the re-rank: hiding the marked
 * buyers earns nothing by itself, so each marked buyer above it is taken off its rank.
 */
export const rankAmongUnmarked = (rank: number | null, markedRanks: readonly number[]) =>
  rank === null ? null : rank - markedRanks.filter((marked) => marked < rank).length;

/** Which simulated user marks the top 10: `rejecting` marks every buyer but the acquirer Not a fit; `informed` knows the kind of buyer it wants. */
export type FeedbackMode = 'rejecting' | 'informed';

/**
 * The informed user's one round of marks: among the top 10, every buyer other than the acquirer whose NAICS
 * code shares its first three digits with the acquirer's is a Good fit, every other one Not a fit.
 * `naicsOf` reads a buyer's code from the dataset; the acquirer's is that of the list's row it matched.
 */
export function informedMarks<Row extends { id: string; company_name: string; url: string | null; rank: number }>(
  deal: Deal,
  top: readonly Row[],
  acquirerNaics: string | null,
  naicsOf: (row: Row) => string | null,
): { row: Row; verdict: 'good' | 'bad' }[] {
  const head = top.slice(0, FEEDBACK_TOP);
  const acquirer = acquirerRank(deal, head);
  const sector = acquirerNaics?.slice(0, 3);
  return head
    .filter((_row, at) => at + 1 !== acquirer)
    .map((row) => ({ row, verdict: sector && sector.length === 3 && naicsOf(row)?.startsWith(sector) ? 'good' : 'bad' }));
}

/** `--feedback` or `--feedback=informed` among a bench's arguments; null without either. */
export function feedbackModeOf(args: readonly string[]): FeedbackMode | null {
  if (args.includes('--feedback=informed')) return 'informed';
  return args.includes('--feedback') ? 'rejecting' : null;
}

/**
 * The best rank any re-rank on the informed marks' industry can give the acquirer: with a Good fit among the
 * marks, one plus the unmarked candidates of the acquirer's NAICS 3-digit group ranked above it (a perfect
 * filter on the group keeps the engine's order within it); without one, its rank among the unmarked.
 */
export function industryCeiling<Row extends { id: string; rank: number }>(
  rank: number | null,
  rows: readonly Row[],
  marks: ReadonlyMap<string, 'good' | 'bad'>,
  acquirerNaics: string | null,
  naicsOf: (row: Row) => string | null,
): number | null {
  if (rank === null) return null;
  const sector = acquirerNaics?.slice(0, 3);
  const above = rows.slice(0, rank - 1).filter((row) => !marks.has(row.id));
  if (!sector || ![...marks.values()].includes('good')) return above.length + 1;
  return above.filter((row) => naicsOf(row)?.startsWith(sector)).length + 1;
}
