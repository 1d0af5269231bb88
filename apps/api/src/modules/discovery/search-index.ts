import { type CandidateIndex, sizePrior, textPostingsOf } from '../investor-index/index.js';
import { rowRoles } from './description-role.js';

/**
 * What search reads beside the engine's candidate index: the profiles' meanings in one block of memory,
 * each row's size prior, and what similar companies compares row by row (size bucket, state, country) as
 * numbers rather than strings (the text's postings and norms are the investor index's postings). Built
 * once per candidate index and kept with it.
 */
export interface SearchIndex {
  /** Row i's meaning at [i * dims, (i + 1) * dims); zeros for a profile without one. */
  meanings: Float32Array;
  dims: number;
  sizes: Float64Array;
  /** Row i's market-cap bucket by its place in CAP_ORDER (0 = Mega cap); -1 unknown. */
  caps: Int8Array;
  /** Row i's US state and country as small numbers (equal numbers, equal names); -1 for none. */
  states: Int32Array;
  countries: Int32Array;
}

const CAP_ORDER = ['Mega Cap', 'Large Cap', 'Mid Cap', 'Small Cap', 'Micro Cap', 'Nano Cap'];

/** Each value as a number, equal values as equal numbers; null as -1. */
function numbered(values: (string | null)[]): Int32Array {
  const numbers = new Map<string, number>();
  return Int32Array.from(values, (value) => {
    if (value === null) return -1;
    let number = numbers.get(value);
    if (number === undefined) numbers.set(value, (number = numbers.size));
    return number;
  });
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
  const caps = Int8Array.from(candidates, (candidate) => CAP_ORDER.indexOf(candidate.investor.market_cap ?? ''));
  const states = numbered(candidates.map((candidate) => candidate.investor.us_state_full || null));
  const countries = numbered(candidates.map((candidate) => candidate.investor.country || null));
  return { meanings, dims, sizes, caps, states, countries };
}

const rolesOfIndex = new WeakMap<CandidateIndex, Uint8Array>();

/**
 * Row i's roles in the supply chain (description-role.ts), read from its description once per index and
 * only by a description that asks for a role: similar companies, over a pool made for each request, never do.
 */
export function rolesOf(index: CandidateIndex): Uint8Array {
  let roles = rolesOfIndex.get(index);
  if (!roles) rolesOfIndex.set(index, (roles = Uint8Array.from(index.candidates, (candidate) => rowRoles(candidate.investor))));
  return roles;
}

/**
 * Each kept row's closeness in meaning to `meaning` (the cosine, opposite meanings as none). Four sums
 * side by side: one running sum makes each step wait for the last, and this loop is most of a search's
 * time over 100k rows (half as long this way).
 */
export function closenessTo(search: SearchIndex, meaning: Float32Array, keep: Uint8Array): Float64Array {
  const { dims, meanings } = search;
  const closeness = new Float64Array(keep.length);
  const fours = dims - (dims % 4);
  for (let row = 0; row < keep.length; row++) {
    if (!keep[row]) continue;
    const start = row * dims;
    let [a, b, c, d] = [0, 0, 0, 0];
    for (let i = 0; i < fours; i += 4) {
      a += meaning[i]! * meanings[start + i]!;
      b += meaning[i + 1]! * meanings[start + i + 1]!;
      c += meaning[i + 2]! * meanings[start + i + 2]!;
      d += meaning[i + 3]! * meanings[start + i + 3]!;
    }
    for (let i = fours; i < dims; i++) a += meaning[i]! * meanings[start + i]!;
    const dot = a + b + c + d;
    closeness[row] = dot > 0 ? dot : 0;
  }
  return closeness;
}
