import type { Investor } from '@dealscout/domain';
import type { Field, IndexedCandidate } from '../candidate-index.js';
import { FIELDS } from './snapshot-format.js';

/** Every candidate's terms of a snapshot, one after another: candidate `row`'s are [offsets[row], offsets[row + 1]). */
export interface SnapshotTerms {
  vocabulary: string[];
  offsets: Uint32Array;
  termIds: Uint32Array;
  frequencies: Float32Array;
  fields: Uint8Array;
}

/**
 * A candidate read from a snapshot: its terms stay in the snapshot's arrays until something asks for them
 * as maps (the query's feedback, the evidence of a listed row), since the ranking reads them through the
 * postings. Building 100,000 pairs of maps took longer than the rest of reading a snapshot.
 */
export class SnapshotCandidate implements IndexedCandidate {
  #weights: Map<string, number> | null = null;
  #fields: Map<string, Field> | null = null;

  constructor(
    readonly investor: Investor,
    readonly length: number,
    readonly meaning: Float32Array | null,
    private readonly terms: SnapshotTerms,
    private readonly row: number,
  ) {}

  get weights(): Map<string, number> {
    if (!this.#weights) this.read();
    return this.#weights!;
  }

  get fields(): Map<string, Field> {
    if (!this.#fields) this.read();
    return this.#fields!;
  }

  private read() {
    const { vocabulary, offsets, termIds, frequencies, fields } = this.terms;
    const weights = new Map<string, number>();
    const from = new Map<string, Field>();
    for (let at = offsets[this.row]!, end = offsets[this.row + 1]!; at < end; at++) {
      const term = vocabulary[termIds[at]!]!;
      weights.set(term, frequencies[at]!);
      from.set(term, FIELDS[fields[at]!]!);
    }
    this.#weights = weights;
    this.#fields = from;
  }
}
