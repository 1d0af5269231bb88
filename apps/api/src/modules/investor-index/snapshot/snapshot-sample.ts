import { meaningOfProfile, profileTerms, type CandidateIndex } from '../candidate-index.js';
import { SnapshotRejected } from './snapshot-rejected.js';

/** How many candidates, spread through the snapshot, are read again from their text when it is loaded. */
const SAMPLE = 32;

const sameMap = <T>(a: Map<string, T>, b: Map<string, T>) => {
  if (a.size !== b.size) return false;
  const theirs = [...b];
  let at = 0;
  for (const [key, value] of a) {
    const [otherKey, otherValue] = theirs[at++]!;
    if (key !== otherKey || !Object.is(value, otherValue)) return false;
  }
  return true;
};

const sameVector = (a: Float32Array | null, b: Float32Array | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((value, at) => Object.is(value, b[at]));

/**
 * Reads a sample of a snapshot's candidates again from their text, as indexCandidates would, and throws
 * SnapshotRejected if any differs: a snapshot written by code that reads the text otherwise (other stop
 * words, stems, weights, word vectors) under the same FORMAT is not used.
 */
export function checkSampleOfSnapshot(index: CandidateIndex): void {
  const { candidates } = index;
  const step = Math.max(1, Math.floor(candidates.length / SAMPLE));
  for (let row = 0; row < candidates.length; row += step) {
    const stored = candidates[row]!;
    const read = profileTerms(stored.investor);
    const meaning = index.vectors ? meaningOfProfile(read, index.vectors, index.idf) : null;
    if (
      !sameMap(read.weights, stored.weights) ||
      !sameMap(read.fields, stored.fields) ||
      read.length !== stored.length ||
      !sameVector(meaning, stored.meaning)
    ) {
      throw new SnapshotRejected(`candidate ${row} reads otherwise from its text`);
    }
  }
}
