import { createHash } from 'node:crypto';
import type { CandidateIndex } from '../candidate-index.js';
import type { WordVectors } from '../word-vectors.js';
import { decodeSnapshot } from './decode-snapshot.js';
import { encodeSnapshot } from './encode-snapshot.js';
import { SnapshotRejected } from './snapshot-rejected.js';

const DIGEST_BYTES = 32;

/**
 * A snapshot as stored: the SHA-256 of its bytes, then the bytes, so a damaged or cut-off file is found
 * before anything is decoded. Not compressed: over 100,000 candidates gunzip alone took longer than
 * decoding (and SHA-256 reads 280 MB in under 0.2 s here).
 */
export function packSnapshot(index: CandidateIndex, key: string): Buffer {
  const bytes = encodeSnapshot(index, key);
  return Buffer.concat([createHash('sha256').update(bytes).digest(), bytes]);
}

/** The index a stored snapshot holds; throws SnapshotRejected for anything but a sound one of `key`. */
export function unpackSnapshot(stored: Buffer, key: string, vectors: WordVectors | null): CandidateIndex {
  const bytes = stored.subarray(DIGEST_BYTES);
  if (stored.length < DIGEST_BYTES || !createHash('sha256').update(bytes).digest().equals(stored.subarray(0, DIGEST_BYTES)))
    throw new SnapshotRejected('damaged');
  return decodeSnapshot(bytes, key, vectors);
}
