import type { Investor } from '@dealscout/domain';
import { withStatistics, type CandidateIndex } from '../candidate-index.js';
import { keepIndustryModel } from '../industry-model.js';
import { keepTextPostings, type Postings } from '../postings.js';
import type { WordVectors } from '../word-vectors.js';
import { SnapshotCandidate, type SnapshotTerms } from './snapshot-candidate.js';
import { FIELDS, FORMAT, MAGIC, sectionOffsets, type SnapshotHeader } from './snapshot-format.js';
import { SnapshotRejected } from './snapshot-rejected.js';
import { checkSampleOfSnapshot } from './snapshot-sample.js';
import { INVESTOR_FIELDS, investorAt, type InvestorColumns } from './snapshot-investors.js';

function reject(reason: string): never {
  throw new SnapshotRejected(reason);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function headerOf(bytes: Buffer): { header: SnapshotHeader; start: number } {
  if (bytes.length < MAGIC.length + 4 || bytes.toString('utf8', 0, MAGIC.length) !== MAGIC) reject('not an index snapshot');
  const headerBytes = bytes.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4 + headerBytes;
  if (start > bytes.length) reject('truncated header');
  let header: SnapshotHeader;
  try {
    header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, start)) as SnapshotHeader;
  } catch {
    reject('unreadable header');
  }
  if (typeof header !== 'object' || header === null) reject('malformed header');
  const counts = [header.candidates, header.entries, header.dims, header.lifts, header.vocabularyBytes, header.industriesBytes];
  const fields = header.investorFields;
  if (!Array.isArray(fields) || fields.join() !== INVESTOR_FIELDS.join()) reject('investors of other fields');
  if (!counts.every(isCount) || !Array.isArray(header.investorBlockBytes) || !header.investorBlockBytes.every(isCount))
    reject('malformed header');
  return { header, start };
}

/**
 * The index a snapshot holds (encodeSnapshot's bytes), for the dataset version `key` and these word
 * vectors; throws SnapshotRejected when it is another format, another version, damaged, or disagrees
 * with this code on a sample of its candidates. What the ranking derives once per index (the postings,
 * the industry model) comes with it.
 */
export function decodeSnapshot(raw: Buffer, key: string, vectors: WordVectors | null): CandidateIndex {
  const { header, start } = headerOf(raw);
  if (header.format !== FORMAT) reject(`format ${header.format}`);
  if (header.key !== key) reject('another dataset version');
  if (header.dims !== (vectors?.dims ?? 0)) reject('other word vectors');
  const { offsets: sections, end } = sectionOffsets(header, start);
  if (end !== raw.length) reject('truncated or overlong');
  // Typed arrays read their own alignment: a buffer that starts off it is copied once.
  const bytes = raw.byteOffset % 8 === 0 ? raw : Buffer.from(raw);
  const copyOf = <T extends { slice(): T }>(name: string, Type: new (buffer: ArrayBufferLike, at: number, count: number) => T) => {
    const { at, count } = sections.get(name)!;
    // A copy: the snapshot's bytes (mostly the investors' text) are let go once read.
    return new Type(bytes.buffer, bytes.byteOffset + at, count).slice();
  };
  const json = (name: string): unknown => {
    const { at, count } = sections.get(name)!;
    try {
      return JSON.parse(bytes.toString('utf8', at, at + count));
    } catch {
      return reject(`unreadable ${name}`);
    }
  };
  const n = header.candidates;
  const vocabulary = json('vocabulary');
  if (!Array.isArray(vocabulary) || !vocabulary.every((term) => typeof term === 'string')) reject('malformed vocabulary');
  const terms: SnapshotTerms = {
    vocabulary: vocabulary as string[],
    offsets: copyOf('offsets', Uint32Array),
    termIds: copyOf('termIds', Uint32Array),
    frequencies: copyOf('frequencies', Float32Array),
    fields: copyOf('fields', Uint8Array),
  };
  const documentFrequency = documentFrequencies(terms, n, header.entries);
  const investors = investorsOf(header, json);
  const lengths = copyOf('lengths', Float64Array);
  const hasMeaning = copyOf('hasMeaning', Uint8Array);
  const meanings = copyOf('meanings', Float32Array);
  const { dims } = header;
  const candidates = investors.map(
    (investor, row) =>
      new SnapshotCandidate(investor, lengths[row]!, hasMeaning[row] ? meanings.subarray(row * dims, (row + 1) * dims) : null, terms, row),
  );
  const index = withStatistics(candidates, documentFrequency, vectors);
  checkSampleOfSnapshot(index);
  const postings = postingsOf(
    terms.vocabulary,
    documentFrequency,
    copyOf('postingRows', Int32Array),
    copyOf('postingFrequencies', Float32Array),
    n,
  );
  keepTextPostings(index, postings);
  keepIndustryModel(index, industryModelOf(header, terms.vocabulary, json, copyOf));
  return index;
}

/** Each term's number of candidates, in the vocabulary's order, which must be the terms' first use. */
function documentFrequencies({ vocabulary, offsets, termIds, fields }: SnapshotTerms, n: number, entries: number) {
  if (offsets[0] !== 0 || offsets[n] !== entries) reject('malformed offsets');
  for (let row = 0; row < n; row++) if (offsets[row]! > offsets[row + 1]!) reject('malformed offsets');
  const counts = new Uint32Array(vocabulary.length);
  let used = 0;
  for (let at = 0; at < entries; at++) {
    const id = termIds[at]!;
    if (id >= vocabulary.length || fields[at]! >= FIELDS.length) reject('malformed terms');
    if (counts[id] === 0 && id !== used++) reject('vocabulary out of order');
    counts[id]!++;
  }
  if (used !== vocabulary.length) reject('unused vocabulary');
  const documentFrequency = new Map<string, number>();
  vocabulary.forEach((term, id) => documentFrequency.set(term, counts[id]!));
  if (documentFrequency.size !== vocabulary.length) reject('repeated vocabulary');
  return documentFrequency;
}

function investorsOf(header: SnapshotHeader, json: (name: string) => unknown): Investor[] {
  const investors: Investor[] = [];
  header.investorBlockBytes.forEach((_bytes, block) => {
    const columns = json(`investors${block}`) as InvestorColumns | null;
    const rows = Array.isArray(columns?.id) ? columns.id.length : -1;
    if (!INVESTOR_FIELDS.every((field) => Array.isArray(columns?.[field]) && columns[field].length === rows)) reject('malformed investors');
    for (let row = 0; row < rows; row++) investors.push(investorAt(columns!, row));
  });
  if (investors.length !== header.candidates) reject('investors missing');
  for (const investor of investors)
    if (typeof investor.id !== 'string' || typeof investor.company_name !== 'string' || !Array.isArray(investor.keywords))
      reject('malformed investor');
  return investors;
}

/** The postings as buildPostings makes them (per term its rows ascending, terms in first-use order), each term's a view of the stored ones. */
function postingsOf(vocabulary: string[], documentFrequency: Map<string, number>, rows: Int32Array, frequencies: Float32Array, n: number) {
  for (const row of rows) if (row < 0 || row >= n) reject('malformed postings');
  const postings = new Map<string, Postings>();
  let at = 0;
  for (const term of vocabulary) {
    const end = at + documentFrequency.get(term)!;
    postings.set(term, { rows: rows.subarray(at, end), frequencies: frequencies.subarray(at, end) });
    at = end;
  }
  return postings;
}

function industryModelOf(
  header: SnapshotHeader,
  vocabulary: string[],
  json: (name: string) => unknown,
  copyOf: <T extends { slice(): T }>(name: string, Type: new (buffer: ArrayBufferLike, at: number, count: number) => T) => T,
) {
  const industries = json('industries');
  if (!Array.isArray(industries) || !industries.every((industry) => typeof industry === 'string')) reject('malformed industries');
  const terms = copyOf('liftTerms', Uint32Array);
  const of = copyOf('liftIndustries', Uint32Array);
  const values = copyOf('lifts', Float64Array);
  const lift = new Map<string, Map<string, number>>();
  for (let entry = 0; entry < header.lifts; entry++) {
    const term = vocabulary[terms[entry]!];
    const industry = (industries as string[])[of[entry]!];
    if (term === undefined || industry === undefined) reject('malformed industry model');
    let byIndustry = lift.get(term);
    if (!byIndustry) lift.set(term, (byIndustry = new Map()));
    byIndustry.set(industry, values[entry]!);
  }
  return { lift };
}
