import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DATA_DIR, WORD_VECTORS_FILE } from '../investors/index.js';
import type { WordVectors } from './word-vectors.js';

/**
 * The shipped word vectors' format: one JSON line { dims, words }, then a float32 scale per word
 * (little-endian), then each word's vector as `dims` signed bytes (component = byte x scale). One byte
 * a dimension keeps the file a few megabytes; cosine similarities move by well under 1 %.
 */
export function encodeWordVectors(dims: number, entries: [string, number[]][]): Buffer {
  const header = Buffer.from(`${JSON.stringify({ dims, words: entries.map(([word]) => word) })}\n`, 'utf8');
  const scales = Buffer.alloc(entries.length * 4);
  const values = Buffer.alloc(entries.length * dims);
  entries.forEach(([, vector], row) => {
    const largest = Math.max(1e-12, ...vector.map(Math.abs));
    scales.writeFloatLE(largest / 127, row * 4);
    vector.forEach((component, at) => values.writeInt8(Math.round((component / largest) * 127), row * dims + at));
  });
  return Buffer.concat([header, scales, values]);
}

export function decodeWordVectors(bytes: Buffer): WordVectors {
  const newline = bytes.indexOf(0x0a);
  const { dims, words } = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { dims: number; words: string[] };
  const scalesAt = newline + 1;
  const valuesAt = scalesAt + words.length * 4;
  if (bytes.length !== valuesAt + words.length * dims) throw new Error('The word vectors file is truncated or malformed.');
  const quantized = new Int8Array(bytes.buffer, bytes.byteOffset + valuesAt, words.length * dims);
  const values = new Float32Array(words.length * dims);
  for (let row = 0; row < words.length; row++) {
    const scale = bytes.readFloatLE(scalesAt + row * 4);
    for (let at = row * dims, end = at + dims; at < end; at++) values[at] = quantized[at]! * scale;
  }
  return { dims, rows: new Map(words.map((word, row) => [word, row])), values };
}

let shipped: Promise<WordVectors> | null = null;

/** The shipped word vectors (apps/api/data/word-vectors.bin.gz), read once per process. */
export function shippedWordVectors(): Promise<WordVectors> {
  shipped ??= readFile(path.join(DATA_DIR, WORD_VECTORS_FILE)).then((bytes) => decodeWordVectors(gunzipSync(bytes)));
  return shipped;
}
