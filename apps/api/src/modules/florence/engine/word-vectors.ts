import { stemOf } from './text.js';

/**
 * Word vectors (GloVe): words used in like contexts lie close together, so "hosting" sits near "servers"
 * and "datacenter" though the words differ. Row `rows.get(word)` of `values` is the word's vector.
 */
export interface WordVectors {
  dims: number;
  rows: Map<string, number>;
  values: Float32Array;
}

/** A text's meaning as one unit vector: its words' vectors summed, each by its weight; null when no word is known. */
export function meaningOf(vectors: WordVectors, weighted: Iterable<[string, number]>): Float32Array | null {
  const { dims, rows, values } = vectors;
  const sum = new Float32Array(dims);
  let known = false;
  for (const [word, weight] of weighted) {
    const row = rows.get(word);
    if (row === undefined || weight <= 0) continue;
    known = true;
    const at = row * dims;
    for (let i = 0; i < dims; i++) sum[i]! += weight * values[at + i]!;
  }
  if (!known) return null;
  let length = 0;
  for (const component of sum) length += component * component;
  length = Math.sqrt(length);
  if (length === 0) return null;
  for (let i = 0; i < dims; i++) sum[i]! /= length;
  return sum;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

/** How much a word says: its stem's inverse document frequency in the dataset (a word the dataset lacks says much). */
export function wordWeight(idf: Map<string, number>, word: string, fallback: number): number {
  return idf.get(stemOf(word)) ?? fallback;
}
