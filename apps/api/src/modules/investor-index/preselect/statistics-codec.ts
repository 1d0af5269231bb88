import { gunzipSync, gzipSync } from 'node:zlib';
import type { DatasetStatistics } from '../dataset-statistics.js';

/** The stored statistics' layout; another number is not read (and its rows are keyed apart: statistics-store.ts). */
export const STATISTICS_FORMAT = 2;

interface Stored {
  format: number;
  rows: number;
  totalLength: number;
  /** [term, document frequency], in the terms' first-use order. */
  documentFrequency: [string, number][];
  /** [term, [industry, lift][]]. */
  lift: [string, [string, number][]][];
  /** The mean profile meaning's components, or null. */
  meaningCentre: number[] | null;
}

/** The statistics as stored: gzipped JSON (numbers written shortest, so read back to the same bits). */
export function encodeStatistics(statistics: DatasetStatistics): Buffer {
  const stored: Stored = {
    format: STATISTICS_FORMAT,
    rows: statistics.rows,
    totalLength: statistics.totalLength,
    documentFrequency: [...statistics.documentFrequency],
    lift: Array.from(statistics.industryModel.lift, ([term, byIndustry]) => [term, [...byIndustry]]),
    meaningCentre: statistics.meaningCentre && [...statistics.meaningCentre],
  };
  return gzipSync(JSON.stringify(stored));
}

/** The statistics stored bytes hold; throws for anything but this format's. */
export function decodeStatistics(bytes: Uint8Array): DatasetStatistics {
  const stored = JSON.parse(gunzipSync(bytes).toString('utf8')) as Stored;
  if (stored.format !== STATISTICS_FORMAT || !Array.isArray(stored.documentFrequency) || !Array.isArray(stored.lift))
    throw new Error('Florence dataset statistics of another format');
  return {
    rows: stored.rows,
    totalLength: stored.totalLength,
    documentFrequency: new Map(stored.documentFrequency),
    industryModel: { lift: new Map(stored.lift.map(([term, byIndustry]) => [term, new Map(byIndustry)])) },
    meaningCentre: stored.meaningCentre && Float32Array.from(stored.meaningCentre),
  };
}
