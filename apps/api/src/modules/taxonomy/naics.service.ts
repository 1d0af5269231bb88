import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { naicsListSchema, type NaicsList } from '@dealscout/domain';
import { DATA_DIR, NAICS_FILE } from '../investors/dataset-files.js';

export interface NaicsCatalogue {
  entries: NaicsList;
  etag: string;
}

/** The NAICS 2022 list shipped in apps/api/data (npm run data:build), read once. */
export function readNaicsCatalogue(file = path.join(DATA_DIR, NAICS_FILE)): NaicsCatalogue {
  const bytes = readFileSync(file);
  const entries = naicsListSchema.parse(JSON.parse(gunzipSync(bytes).toString('utf8')));
  return { entries, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"` };
}

let shipped: NaicsCatalogue | undefined;

/** The shipped catalogue, read on first use and kept: the taxonomy route serves it, the questionnaire checks codes against it. */
export function naicsCatalogue(): NaicsCatalogue {
  shipped ??= readNaicsCatalogue();
  return shipped;
}
