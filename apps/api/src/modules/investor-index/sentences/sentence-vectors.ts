import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Investor } from '@dealscout/domain';
import { DATA_DIR, SENTENCE_VECTORS_FILE } from '../../investors/index.js';
import { RecentMap } from '../../../platform/recent-map.js';
import type { CandidateIndex } from '../candidate-index.js';
import type { WordVectors } from '../word-vectors.js';
import { embedSentences } from './sentence-thread.js';
import { decodeWordVectors } from '../word-vectors-file.js';

/**
 * What the company's description says and what each candidate's says, as the sentence encoder's unit
 * vectors (sentence-model.ts). The engine only compares them: reading a text is I/O.
 */
export interface Sentences {
  company: Float32Array;
  /** By row of the index; null: a candidate with no description, or one not read by the encoder yet. */
  candidates: ArrayLike<Float32Array | null>;
}

/** What the encoder reads of a company: its description. */
export interface DescribedCompany {
  description: string;
}

/** The text of a candidate the sentence encoder reads: its description (what it does, in its own sentences). */
export const sentenceTextOf = (investor: Pick<Investor, 'description'>): string | null => investor.description?.trim() || null;

/** A text's key among stored sentence vectors: its MD5 (a cache key, not a secret: any stable digest would do). */
export const sentenceKey = (text: string): string => createHash('md5').update(text).digest('hex');

/** Vectors by text key, in the word vectors' file format (the keys stand where the words do). */
export type KeyedVectors = WordVectors;

let shipped: Promise<KeyedVectors> | null = null;

/** The shipped dataset's sentence vectors (apps/api/data/sentence-vectors.bin.gz), read once per process. */
export function shippedSentenceVectors(): Promise<KeyedVectors> {
  shipped ??= readFile(path.join(DATA_DIR, SENTENCE_VECTORS_FILE)).then((bytes) => decodeWordVectors(gunzipSync(bytes)));
  return shipped;
}

/** The vector stored for `key`, as a view of the file's values (no copy), or null. */
export function keyedVector(vectors: KeyedVectors, key: string): Float32Array | null {
  const row = vectors.rows.get(key);
  return row === undefined ? null : vectors.values.subarray(row * vectors.dims, (row + 1) * vectors.dims);
}

/**
 * The company descriptions read last, by text: Regenerate, a re-rank by marks and the next company's
 * list often read one again, and reading it is a list's slowest engine step after the ranking (30-40 ms).
 */
const recentCompanies = new RecentMap<string, Float32Array>(64);

/** What the company's description says, as the encoder reads it; null without a description or an encoder that loads. */
export async function companySentence(profile: DescribedCompany): Promise<Float32Array | null> {
  const text = profile.description.trim();
  if (!text) return null;
  const recent = recentCompanies.get(text);
  if (recent) return recent;
  const vector = await embedSentences([text]).then(
    ([read]) => read ?? null,
    () => null,
  );
  if (vector) recentCompanies.set(text, vector);
  return vector;
}

const shippedByIndex = new WeakMap<CandidateIndex, Promise<(Float32Array | null)[]>>();

/** Each candidate's vector from the shipped file, by row of the index (null: no text, or one the file lacks); once per index. */
export function shippedCandidateSentences(index: CandidateIndex): Promise<(Float32Array | null)[]> {
  let vectors = shippedByIndex.get(index);
  if (!vectors) {
    vectors = shippedSentenceVectors().then((shipped) =>
      index.candidates.map(({ investor }) => {
        const text = sentenceTextOf(investor);
        return text === null ? null : keyedVector(shipped, sentenceKey(text));
      }),
    );
    shippedByIndex.set(index, vectors);
  }
  return vectors;
}

/** The sentences of a ranking over the shipped dataset alone, from the file (the benches: no database). */
export async function shippedSentencesFor(index: CandidateIndex, profile: DescribedCompany): Promise<Sentences | null> {
  const [company, candidates] = await Promise.all([companySentence(profile), shippedCandidateSentences(index)]);
  return company ? { company, candidates } : null;
}
