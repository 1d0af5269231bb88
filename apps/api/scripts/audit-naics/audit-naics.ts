// npm run data:audit-naics: holds every shipped company's NAICS code against its own description and lists
// the disagreements for a person to review (docs/data.md, "NAICS audit"). Three readers vote on the NAICS
// sector (first two digits, 31-33, 44-45 and 48-49 as one) the description belongs to: the sentence
// encoder's nearest NAICS titles to the whole description, the word vectors' nearest titles to its opening
// sentence, and the sector words of that opening ("operates as a bank holding company", "retailer"). A company
// is flagged when its code's sector is none of the encoder's and the word vectors' five nearest titles' sectors
// and a reader names another sector; a company without a description is never flagged. A company the override
// table (scripts/build-investors/naics-overrides.csv) already settles is left out of the list.
// Writes the flagged rows to naics-audit.csv in the system's temporary folder, or the file given
// (npm run data:audit-naics -- FILE), and prints a summary. Run after npm run data:build.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStopWord, type Investor } from '@dealscout/domain';
import { sentencesOf } from '../../src/modules/florence/engine/business-lines.js';
import { words } from '../../src/modules/investor-index/text.js';
import { embedSentences } from '../../src/modules/investor-index/sentences/sentence-thread.js';
import { keyedVector, sentenceKey, sentenceTextOf, shippedSentenceVectors } from '../../src/modules/investor-index/sentences/sentence-vectors.js';
import { shippedWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { readShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { naicsCatalogue } from '../../src/modules/taxonomy/naics.service.js';
import { OVERRIDES_FILE, readNaicsOverrides } from '../build-investors/naics-overrides.js';
import { SECTOR_WORDS, disagreement, naicsSector, sectorCue } from './sector-words.js';

const NEAREST = 5;

type Vector = Float32Array;
const unit = (vector: Vector) => {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  return vector.map((value) => value / norm);
};
const dot = (a: Vector, b: Vector) => {
  let sum = 0;
  for (let at = 0; at < a.length; at++) sum += a[at]! * b[at]!;
  return sum;
};

const wordVectors = await shippedWordVectors();
/** The mean word vector of a text's content words (stop words left out), as a unit vector; null without any known word. */
function meanOfWords(text: string): Vector | null {
  const sum = new Float32Array(wordVectors.dims);
  let count = 0;
  for (const word of words(text)) {
    const row = wordVectors.rows.get(word);
    if (row === undefined || isStopWord(word)) continue;
    const vector = wordVectors.values.subarray(row * wordVectors.dims, (row + 1) * wordVectors.dims);
    for (let at = 0; at < sum.length; at++) sum[at]! += vector[at]!;
    count++;
  }
  return count ? unit(sum) : null;
}

// The six-digit industries, each read with its four-digit group's title ("Home Centers, Building Material and Supplies Dealers").
const catalogue = naicsCatalogue().entries;
const titleOf = new Map(catalogue.map((entry) => [entry.label, entry.value]));
const industries = catalogue
  .filter((entry) => entry.label.length === 6)
  .map((entry) => ({ code: entry.label, text: `${entry.value}. ${titleOf.get(entry.label.slice(0, 4)) ?? ''}`.trim() }));
const industryWords = industries.map((industry) => meanOfWords(industry.text));
console.log(`Reading ${industries.length} NAICS industries with the sentence encoder ...`);
const industrySentences: Vector[] = [];
for (let at = 0; at < industries.length; at += 64)
  industrySentences.push(...(await embedSentences(industries.slice(at, at + 64).map((industry) => industry.text))).map(unit));

const shippedSentences = await shippedSentenceVectors();
async function sentenceOf(text: string): Promise<Vector> {
  const stored = keyedVector(shippedSentences, sentenceKey(text));
  return unit(stored ? Float32Array.from(stored) : (await embedSentences([text]))[0]!);
}

/** The sectors of the `NEAREST` industries closest to a vector. */
function nearestSectors(vector: Vector | null, vectors: readonly (Vector | null)[]): { sectors: Set<string>; codes: string[] } {
  if (!vector) return { sectors: new Set(), codes: [] };
  const scored = vectors.map((each, row) => [each ? dot(vector, each) : -1, row] as const).sort((a, b) => b[0] - a[0]);
  const codes = scored.slice(0, NEAREST).map(([, row]) => industries[row]!.code);
  return { sectors: new Set(codes.map(naicsSector)), codes };
}

/** What a company's summary says first, after its name. */
function opening(investor: Investor): string {
  const text = investor.description ?? '';
  return sentencesOf(text.startsWith(investor.company_name) ? text.slice(investor.company_name.length) : text)[0] ?? '';
}

const settled = new Set(readNaicsOverrides().map((override) => override.company));
const flagged: Record<string, string>[] = [];
let read = 0;
for (const investor of readShippedInvestors()) {
  const text = sentenceTextOf(investor);
  const code = investor.naics_six_digit_industry;
  if (!text || !code) continue;
  read++;
  const first = opening(investor);
  const bySentence = nearestSectors(await sentenceOf(text), industrySentences);
  const byWords = nearestSectors(meanOfWords(first), industryWords);
  const cue = sectorCue(first);
  const other = disagreement({ description: text, code, encoder: bySentence.sectors, words: byWords.sectors, cue });
  if (!other || settled.has(investor.company_name)) continue;
  flagged.push({
    company: investor.company_name,
    naics: code,
    title: titleOf.get(code) ?? '',
    industry: investor.narrow_specialty ?? '',
    description_sector: `${other} ${SECTOR_WORDS.find((entry) => entry.sector === other)?.name ?? ''}`.trim(),
    by_cue: cue ?? '',
    nearest_by_encoder: bySentence.codes.map((each) => `${each} ${titleOf.get(each)}`).join('; '),
    nearest_by_words: byWords.codes.map((each) => `${each} ${titleOf.get(each)}`).join('; '),
    opening: first.trim().slice(0, 300),
  });
}
const target = path.resolve(process.argv[2] ?? path.join(tmpdir(), 'naics-audit.csv'));
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const columns = Object.keys(flagged[0] ?? { company: '' });
writeFileSync(
  target,
  [columns, ...flagged.map((row) => columns.map((column) => row[column] ?? ''))].map((row) => row.map(cell).join(',')).join('\n') + '\n',
);
console.log(
  `${read} companies with a description and a code read; ${flagged.length} flagged (their code's sector disagrees with the description) -> ${target}; ${settled.size} settled by ${OVERRIDES_FILE}.`,
);
process.exit(0);
