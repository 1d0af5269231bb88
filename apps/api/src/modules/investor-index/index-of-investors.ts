import type { Investor } from '@dealscout/domain';
import { indexCandidates, type CandidateIndex } from './candidate-index.js';
import { shippedWordVectors } from './word-vectors-file.js';

/** The engine's index of these investors, in their order, with the shipped word vectors: the index a list ranks over and a snapshot holds. */
export async function indexOfInvestors(investors: readonly Investor[]): Promise<CandidateIndex> {
  return indexCandidates(investors, { vectors: await shippedWordVectors() });
}
