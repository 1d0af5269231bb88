import type { CandidateIndex } from './candidate-index.js';

const keptCentres = new WeakMap<CandidateIndex, Float32Array>();

/** The dataset's mean profile meaning, for an index of a few of its candidates (pool-index.ts). */
export function keepMeaningCentre(index: CandidateIndex, centre: Float32Array): void {
  keptCentres.set(index, centre);
}

/** The mean of the index's profile meanings (null without word vectors): what every profile has in common; the dataset's when kept. */
export function meaningCentreOf(index: CandidateIndex): Float32Array | null {
  const kept = keptCentres.get(index);
  if (kept) return kept;
  const meanings = index.candidates.flatMap((candidate) => (candidate.meaning ? [candidate.meaning] : []));
  if (meanings.length === 0) return null;
  const centre = new Float32Array(meanings[0]!.length);
  for (const meaning of meanings) for (let i = 0; i < centre.length; i++) centre[i]! += meaning[i]! / meanings.length;
  return centre;
}
