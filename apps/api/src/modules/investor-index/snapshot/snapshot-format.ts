import type { Field } from '../candidate-index.js';

/**
 * The layout of an index snapshot (docs/decisions/florence-index-snapshots.md). Bump FORMAT whenever what
 * the index holds or how it is computed changes (the words, the weights, the meanings, the industry
 * model): a snapshot of another format is ignored and the index built from the rows.
 */
export const FORMAT = 1;
export const MAGIC = 'dealscout-florence-index\n';

/** A field as one byte. */
export const FIELDS: readonly Field[] = ['name', 'keywords', 'specialty', 'description'];

/** Investors are written in blocks of this many, each a JSON object of one array per field: no one string grows past V8's limit. */
export const INVESTORS_PER_BLOCK = 10_000;

export interface SnapshotHeader {
  format: number;
  /** The dataset version the snapshot was built from (snapshot-key.ts). */
  key: string;
  candidates: number;
  /** Every candidate's terms, counted once a candidate. */
  entries: number;
  dims: number;
  lifts: number;
  vocabularyBytes: number;
  industriesBytes: number;
  /** The investors' fields, in their order. */
  investorFields: string[];
  investorBlockBytes: number[];
}

/** The sections after the header, in order: each is `count` items of `bytes` bytes (1 for text), starting 8-byte aligned. */
export function sectionsOf(header: SnapshotHeader) {
  const { candidates: n, entries, dims, lifts } = header;
  return [
    ['vocabulary', header.vocabularyBytes, 1],
    ['offsets', n + 1, 4],
    ['termIds', entries, 4],
    ['frequencies', entries, 4],
    ['fields', entries, 1],
    // The same entries by term (postings.ts): per term its rows ascending, terms in vocabulary order.
    ['postingRows', entries, 4],
    ['postingFrequencies', entries, 4],
    ['lengths', n, 8],
    ['hasMeaning', n, 1],
    ['meanings', n * dims, 4],
    ['industries', header.industriesBytes, 1],
    ['liftTerms', lifts, 4],
    ['liftIndustries', lifts, 4],
    ['lifts', lifts, 8],
    ...header.investorBlockBytes.map((bytes, block) => [`investors${block}`, bytes, 1] as const),
  ] as const;
}

export const align8 = (at: number) => Math.ceil(at / 8) * 8;

/** Where each section starts, from `start` (the first byte after the header), and where the last ends. */
export function sectionOffsets(header: SnapshotHeader, start: number) {
  const offsets = new Map<string, { at: number; count: number }>();
  let at = align8(start);
  for (const [name, count, bytes] of sectionsOf(header)) {
    offsets.set(name, { at, count });
    at = align8(at + count * bytes);
  }
  return { offsets, end: at };
}
