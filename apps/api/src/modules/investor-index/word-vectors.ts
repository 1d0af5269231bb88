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

/** A text's meaning as one unit vector: its words' vectors (rows) summed, each by its weight; null when none is known. */
export function meaningOfRows(vectors: WordVectors, weighted: Iterable<[number, number]>): Float32Array | null {
  const { dims, values } = vectors;
  const sum = new Float32Array(dims);
  let known = false;
  for (const [row, weight] of weighted) {
    if (weight <= 0) continue;
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

/** The same, for words: words the vectors do not hold are left out. */
export function meaningOf(vectors: WordVectors, weighted: Iterable<[string, number]>): Float32Array | null {
  const rows: [number, number][] = [];
  for (const [word, weight] of weighted) {
    const row = vectors.rows.get(word);
    if (row !== undefined) rows.push([row, weight]);
  }
  return meaningOfRows(vectors, rows);
}

const stemRowsOf = new WeakMap<WordVectors, Map<string, number>>();

/**
 * Each stem's vector row: its most frequent word's (the file lists words by frequency), so a profile
 * indexed by stems is read without tokenizing it again. Built once per set of vectors.
 */
export function stemRows(vectors: WordVectors): Map<string, number> {
  let rows = stemRowsOf.get(vectors);
  if (!rows) {
    rows = new Map();
    for (const [word, row] of vectors.rows) {
      const stem = stemOf(word);
      if (!rows.has(stem)) rows.set(stem, row);
    }
    stemRowsOf.set(vectors, rows);
  }
  return rows;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let i = 0;
  // Four components a step, the sum still taken in order (the same result): every ranking makes
  // one of these for each candidate, and for each word its evidence weighs.
  for (; i + 3 < a.length; i += 4) {
    dot += a[i]! * b[i]!;
    dot += a[i + 1]! * b[i + 1]!;
    dot += a[i + 2]! * b[i + 2]!;
    dot += a[i + 3]! * b[i + 3]!;
  }
  for (; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

/** How much a word says: its stem's inverse document frequency in the dataset (a word the dataset lacks says much). */
export function wordWeight(idf: Map<string, number>, word: string, fallback: number): number {
  return idf.get(stemOf(word)) ?? fallback;
}
