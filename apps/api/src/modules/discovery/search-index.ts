import type { CandidateIndex } from '../florence/engine/candidate-index.js';
import { sizePrior } from '../florence/engine/factors.js';
import { textPostingsOf } from '../florence/engine/postings.js';

/**
 * What search reads beside the engine's candidate index: the profiles' meanings in one block of memory
 * and each row's size prior (the text's postings and norms are the engine's, engine/postings.ts). Built
 * once per candidate index and kept with it.
 */
export interface SearchIndex {
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
  // The postings too: a first search must not wait for them at its first word.
  textPostingsOf(index);
  const dims = index.vectors?.dims ?? 0;
  const meanings = new Float32Array(candidates.length * dims);
  candidates.forEach((candidate, row) => {
    if (candidate.meaning) meanings.set(candidate.meaning, row * dims);
  });
  const sizes = Float64Array.from(candidates, (candidate) => sizePrior(candidate.investor.market_cap));
  return { meanings, dims, sizes };
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
