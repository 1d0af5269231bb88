import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { naicsListSchema, type NaicsList } from '@dealscout/domain';
import { DATA_DIR, NAICS_FILE } from '../investors/index.js';

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

let titles: Map<string, string> | undefined;

/** A NAICS code with its title, as the web writes it ('334111 Electronic Computer Manufacturing'); a code the list lacks alone. */
export function naicsWithTitle(code: string): string {
  titles ??= new Map(
    naicsCatalogue().entries.flatMap((entry) => {
      // A sector of several two-digit codes ('31-33 Manufacturing') titles each of them.
      const [from, to] = entry.label.split('-').map(Number);
      const codes = to ? Array.from({ length: to - from! + 1 }, (_, at) => String(from! + at)) : [entry.label];
      return codes.map((code): [string, string] => [code, entry.value]);
    }),
  );
  const title = titles.get(code);
  return title ? `${code} ${title}` : code;
}
