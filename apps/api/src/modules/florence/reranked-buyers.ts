import type { BuyerMark } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { historyFor } from '../investor-index/index.js';
import { rerankWithMarks, whyMoved } from './engine/index.js';
import { rerankIndex } from './preselect/rerank-index.js';
import type { StoredRow } from './stored-list.js';

/** A buyer in the order a list is shown: its place, its score, and for a buyer the marks moved why they did. */
export interface Placed {
  id: string;
  rank: number;
  /** Its rank in the run's list as stored (where its row is read). */
  engineRank: number;
  score: number;
  /** Why the marks moved it; null when they did not (or there are none). */
  moved: string | null;
}

/** A stored list in the order it is read: the buyers shown, the buyers marked Not a fit left out of it. */
export interface ListOrder {
  listed: Placed[];
  hidden: Placed[];
}

/** Without marks, the list as the run stored it: its ranks, nothing hidden. */
export const storedOrder = (list: readonly StoredRow[]): ListOrder => ({
  listed: list.map((row) => ({ ...row, engineRank: row.rank, moved: null })),
  hidden: [],
});

/**
 * A stored list re-ranked by the company's marks at read time (engine/feedback-rerank.ts over the cached
 * index, or above the threshold the index of the list's and the marked candidates alone:
 * preselect/rerank-index.ts; no job, no rewrite of the list). The buyers marked Not a fit are left out
 * (hidden, at their engine ranks); the rest rank by their places in the re-ranked list, each with why the
 * marks moved it.
 */
export async function markedOrder(db: Database, list: readonly StoredRow[], marks: ReadonlyMap<string, BuyerMark>): Promise<ListOrder> {
  const index = await rerankIndex(db, [...list.map((row) => row.id), ...marks.keys()]);
  const { listed, hidden } = rerankWithMarks(list, marks, index, undefined, await historyFor(db, index));
  const engineRank = new Map(list.map((row) => [row.id, row.rank]));
  return {
    listed: listed.map((entry, at) => ({
      id: entry.id,
      rank: at + 1,
      engineRank: engineRank.get(entry.id)!,
      score: entry.score,
      moved: whyMoved(entry, at + 1, marks, index),
    })),
    hidden: hidden.map((entry) => ({
      id: entry.id,
      rank: engineRank.get(entry.id)!,
      engineRank: engineRank.get(entry.id)!,
      score: entry.score,
      moved: null,
    })),
  };
}
