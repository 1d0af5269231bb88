import { BM25, type CandidateIndex } from './candidate-index.js';

/** A term's postings: the rows (positions in the index's candidates) that hold it, and its weighted frequency in each. */
export interface Postings {
  rows: Int32Array;
  frequencies: Float32Array;
}

/**
 * The candidate index turned round: per term the rows that hold it (so a query reads only the rows of
 * its words, not every profile's terms), and each row's BM25 length norm. Built once per candidate
 * index and kept with it; Florence's ranking and the investor search by description read the same.
 */
export interface TextPostings {
  postings: Map<string, Postings>;
  norms: Float64Array;
}

const built = new WeakMap<CandidateIndex, TextPostings>();

export function textPostingsOf(index: CandidateIndex): TextPostings {
  let postings = built.get(index);
  if (!postings) built.set(index, (postings = buildPostings(index)));
  return postings;
}

/** Keeps postings made elsewhere (a snapshot's) with `index`, as buildPostings would have made them: rows ascending, terms in first-use order. */
export function keepTextPostings(index: CandidateIndex, postings: Map<string, Postings>): void {
  built.set(index, { postings, norms: normsOf(index) });
}

function normsOf(index: CandidateIndex): Float64Array {
  const { k1, b } = BM25;
  return Float64Array.from(index.candidates, (candidate) => k1 * (1 - b + (b * candidate.length) / index.averageLength));
}

function buildPostings(index: CandidateIndex): TextPostings {
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
  // Weighted frequencies are sums of the field weights (halves): a Float32Array holds them exactly.
  for (const [term, list] of lists)
    postings.set(term, { rows: Int32Array.from(list.rows), frequencies: Float32Array.from(list.frequencies) });
  return { postings, norms: normsOf(index) };
}

/**
 * BM25F of a weighted query for every row of the index, through the postings: for each row the same
 * sum, term by term in the query's order, as textScoreOnly gives; rows `keep` refuses score 0. Returns
 * the scores and the rows that scored.
 */
export function bm25(index: CandidateIndex, query: Map<string, number>, keep: Uint8Array) {
  const { postings, norms } = textPostingsOf(index);
  const scores = new Float64Array(index.candidates.length);
  const touched: number[] = [];
  const { k1 } = BM25;
  for (const [term, queryWeight] of query) {
    const list = postings.get(term);
    if (!list) continue;
    const idf = index.idf.get(term) ?? 0;
    for (let at = 0; at < list.rows.length; at++) {
      const row = list.rows[at]!;
      if (!keep[row]) continue;
      const tf = list.frequencies[at]!;
      if (scores[row] === 0) touched.push(row);
      scores[row]! += queryWeight * idf * ((tf * (k1 + 1)) / (tf + norms[row]!));
    }
  }
  return { scores, touched };
}
