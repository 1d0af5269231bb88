import { BM25, type CandidateIndex } from '../florence/engine/candidate-index.js';
import { sizePrior } from '../florence/engine/factors.js';

/** A term's postings: the rows (positions in the index's candidates) that hold it, and its weighted frequency in each. */
interface Postings {
  rows: Int32Array;
  frequencies: Float32Array;
}

/**
 * The engine's candidate index turned round for search: per term the rows that hold it (so a query reads
 * only the rows of its words, not every profile), each row's BM25 length norm, the profiles' meanings in
 * one block of memory and each row's size prior. Built once per candidate index and kept with it.
 */
export interface SearchIndex {
  postings: Map<string, Postings>;
  norms: Float64Array;
  /** Row i's meaning at [i * dims, (i + 1) * dims); zeros for a profile without one. */
  meanings: Float32Array;
  dims: number;
  sizes: Float64Array;
}

const searchIndexes = new WeakMap<CandidateIndex, SearchIndex>();

export function searchIndexOf(index: CandidateIndex): SearchIndex {
  let built = searchIndexes.get(index);
  if (!built) searchIndexes.set(index, (built = buildSearchIndex(index)));
  return built;
}

function buildSearchIndex(index: CandidateIndex): SearchIndex {
  const { candidates } = index;
  const lists = new Map<string, { rows: number[]; frequencies: number[] }>();
  candidates.forEach((candidate, row) => {
    for (const [term, frequency] of candidate.weights) {
      let list = lists.get(term);
      if (!list) lists.set(term, (list = { rows: [], frequencies: [] }));
      list.rows.push(row);
      list.frequencies.push(frequency);
    }
  });
  const postings = new Map<string, Postings>();
  for (const [term, list] of lists)
    postings.set(term, { rows: Int32Array.from(list.rows), frequencies: Float32Array.from(list.frequencies) });
  const { k1, b } = BM25;
  const norms = Float64Array.from(candidates, (candidate) => k1 * (1 - b + (b * candidate.length) / index.averageLength));
  const dims = index.vectors?.dims ?? 0;
  const meanings = new Float32Array(candidates.length * dims);
  candidates.forEach((candidate, row) => {
    if (candidate.meaning) meanings.set(candidate.meaning, row * dims);
  });
  const sizes = Float64Array.from(candidates, (candidate) => sizePrior(candidate.investor.market_cap));
  return { postings, norms, meanings, dims, sizes };
}

/**
 * BM25F of a weighted query for every row of the index (the engine's textScoreOnly, read through the
 * postings); rows `keep` refuses score 0. Returns the scores and the rows that scored.
 */
export function bm25(index: CandidateIndex, search: SearchIndex, query: Map<string, number>, keep: Uint8Array) {
  const scores = new Float64Array(index.candidates.length);
  const touched: number[] = [];
  const { k1 } = BM25;
  for (const [term, queryWeight] of query) {
    const list = search.postings.get(term);
    if (!list) continue;
    const idf = index.idf.get(term) ?? 0;
    for (let at = 0; at < list.rows.length; at++) {
      const row = list.rows[at]!;
      if (!keep[row]) continue;
      const tf = list.frequencies[at]!;
      if (scores[row] === 0) touched.push(row);
      scores[row]! += queryWeight * idf * ((tf * (k1 + 1)) / (tf + search.norms[row]!));
    }
  }
  return { scores, touched };
}

/** Each kept row's closeness in meaning to `meaning` (the cosine, opposite meanings as none). */
export function closenessTo(search: SearchIndex, meaning: Float32Array, keep: Uint8Array): Float64Array {
  const { dims, meanings } = search;
  const closeness = new Float64Array(keep.length);
  for (let row = 0; row < keep.length; row++) {
    if (!keep[row]) continue;
    let dot = 0;
    for (let i = 0, at = row * dims; i < dims; i++, at++) dot += meaning[i]! * meanings[at]!;
    closeness[row] = dot > 0 ? dot : 0;
  }
  return closeness;
}
