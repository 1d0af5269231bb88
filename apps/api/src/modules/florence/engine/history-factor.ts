import { isStopWord } from '@dealscout/domain';
import {
  BM25,
  cosine,
  type CandidateHistory,
  type CandidateIndex,
  type HistoryIndex,
  type IndexedDeal,
} from '../../investor-index/index.js';
import type { RankingFactor } from './types.js';
import { DEAL_TEXT_FULL_MATCH, HISTORY_MIX, LIKE_YOURS, MAX_CITED_DEALS } from './weights.js';

/** BM25 of the query over a history's (or one deal's) weighted words, with the index's IDF. */
function bm25Of(index: CandidateIndex, query: Map<string, number>, words: Map<string, number>, length: number, averageLength: number) {
  const { k1, b } = BM25;
  const norm = k1 * (1 - b + (b * length) / Math.max(1e-9, averageLength));
  let score = 0;
  for (const [term, queryWeight] of query) {
    const tf = words.get(term);
    if (tf) score += queryWeight * (index.idf.get(term) ?? index.unseenIdf) * ((tf * (k1 + 1)) / (tf + norm));
  }
  return score;
}

/** Each pool candidate's history value, 0..1 (0 without a history), by position in `rows`. */
function historyValues(
  index: CandidateIndex,
  history: HistoryIndex,
  rows: Int32Array,
  query: Map<string, number>,
  meaning: Float32Array | null,
): Float64Array {
  const text = new Float64Array(rows.length);
  const close = new Float64Array(rows.length);
  let best = 1e-9;
  let closest = 1e-9;
  rows.forEach((row, at) => {
    const own = history.byRow[row];
    if (!own) return;
    text[at] = bm25Of(index, query, own.terms, own.length, history.averageLength);
    close[at] = meaning && own.meaning ? Math.max(0, cosine(meaning, own.meaning)) : 0;
    best = Math.max(best, text[at]!);
    closest = Math.max(closest, close[at]!);
  });
  const meaningShare = meaning ? HISTORY_MIX.meaning : 0;
  return Float64Array.from(rows, (row, at) => {
    const own = history.byRow[row];
    if (!own) return 0;
    const closeness =
      (HISTORY_MIX.text * Math.sqrt(text[at]! / best) + meaningShare * (close[at]! / closest)) / (HISTORY_MIX.text + meaningShare);
    return HISTORY_MIX.closeness * closeness + HISTORY_MIX.activity * own.activity;
  });
}

interface LikeYours {
  deal: IndexedDeal;
  closeness: number;
}

/** Where each word of a candidate's deals stands: the deals (by place in `deals`) that hold it, with its weight there. */
type DealPostings = Map<string, { deal: number; tf: number }[]>;

const postingsByHistory = new WeakMap<CandidateHistory, DealPostings>();

/** The candidate's deal postings, made the first time one of its rows is detailed: a serial acquirer's hundred deals are then read query word by query word. */
function dealPostings(own: CandidateHistory): DealPostings {
  let postings = postingsByHistory.get(own);
  if (!postings) {
    postings = new Map();
    own.deals.forEach((deal, at) => {
      for (const [term, tf] of deal.terms) {
        const list = postings!.get(term);
        if (list) list.push({ deal: at, tf });
        else postings!.set(term, [{ deal: at, tf }]);
      }
    });
    postingsByHistory.set(own, postings);
  }
  return postings;
}

/**
 * The candidate's past deals like the company, closest first: a shared meaningful word, or a close meaning.
 * Made for every detailed row: each query word is looked up once in the candidate's deal postings.
 */
function dealsLikeYours(index: CandidateIndex, own: CandidateHistory, query: Map<string, number>, meaning: Float32Array | null) {
  const { k1 } = BM25;
  // A deal's words are read against their own length (b's length normalisation cancels out: norm = k1).
  const norm = k1;
  const text = new Float64Array(own.deals.length);
  const shared = new Uint16Array(own.deals.length);
  const postings = dealPostings(own);
  for (const [term, queryWeight] of query) {
    const holders = postings.get(term);
    if (!holders) continue;
    const weight = queryWeight * (index.idf.get(term) ?? index.unseenIdf);
    const counts = !isStopWord(term);
    for (const { deal, tf } of holders) {
      text[deal]! += weight * ((tf * (k1 + 1)) / (tf + norm));
      if (counts) shared[deal]!++;
    }
  }
  const found: LikeYours[] = [];
  own.deals.forEach((deal, at) => {
    // Without word vectors, a shared word alone says it.
    const close = meaning && deal.meaning ? cosine(meaning, deal.meaning) : null;
    if ((close ?? 0) >= LIKE_YOURS || (shared[at] && (close === null || close >= LIKE_YOURS / 2)))
      found.push({ deal, closeness: (close ?? 0) + Math.min(1, text[at]! / DEAL_TEXT_FULL_MATCH) });
  });
  return found.sort((a, b) => b.closeness - a.closeness || (b.deal.year ?? 0) - (a.deal.year ?? 0));
}

const KIND_FIELD = { acquisition: 'Past acquisition', investment: 'Past investment', other: 'Past deal', divestiture: 'Past sale' };

/**
 * The history factor of one ranking's pool (`rows`): each candidate's value, relative to the pool's best
 * (historyValues); as evidence, its past deals most like the company (at most MAX_CITED_DEALS, closest
 * first), with how many are like it in all. Null without a history.
 */
export function historyFactorOf(
  index: CandidateIndex,
  history: HistoryIndex | null,
  rows: Int32Array,
  query: Map<string, number>,
  meaning: Float32Array | null,
): RankingFactor | null {
  if (!history) return null;
  const values = historyValues(index, history, rows, query, meaning);
  return (at, evidence) => {
    const own = history.byRow[rows[at]!];
    if (evidence && own) {
      const like = dealsLikeYours(index, own, query, meaning);
      for (const { deal } of like.slice(0, MAX_CITED_DEALS))
        evidence.push({
          company_field: 'Deals like yours',
          company_value: String(like.length),
          candidate_field: KIND_FIELD[deal.deal.kind],
          candidate_value: deal.year ? `${deal.deal.name} (${deal.year})` : deal.deal.name,
        });
    }
    return values[at]!;
  };
}
