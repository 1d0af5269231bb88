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
