import type { CandidateIndex } from '../candidate-index.js';
import { industryModelOf } from '../industry-model.js';
import { textPostingsOf } from '../postings.js';
import { INVESTOR_FIELDS, investorColumns } from './snapshot-investors.js';
import { FIELDS, FORMAT, INVESTORS_PER_BLOCK, MAGIC, sectionOffsets, type SnapshotHeader } from './snapshot-format.js';

/**
 * An index as the bytes of a snapshot (snapshot-format.ts): the vocabulary in first-use order, each
 * candidate's terms in its own order (the order ties and sums were made in), the meanings, the industry
 * model and the investors. Read back by decodeSnapshot into an index that ranks byte for byte the same.
 */
export function encodeSnapshot(index: CandidateIndex, key: string): Buffer {
  const { candidates } = index;
  const vocabulary = [...index.idf.keys()];
  const termId = new Map(vocabulary.map((term, id) => [term, id]));
  let entries = 0;
  for (const candidate of candidates) entries += candidate.weights.size;
  const dims = index.vectors?.dims ?? 0;
  const model = industryModelOf(index);
  const industries: string[] = [];
  const industryId = new Map<string, number>();
  const lifts: [number, number, number][] = [];
  for (const [term, byIndustry] of model.lift) {
    for (const [industry, lift] of byIndustry) {
      let id = industryId.get(industry);
      if (id === undefined) industryId.set(industry, (id = industries.push(industry) - 1));
      lifts.push([termId.get(term)!, id, lift]);
    }
  }
  const text = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
  const vocabularyText = text(vocabulary);
  const industriesText = text(industries);
  const investorBlocks: Buffer[] = [];
  for (let start = 0; start < candidates.length; start += INVESTORS_PER_BLOCK)
    investorBlocks.push(text(investorColumns(candidates.slice(start, start + INVESTORS_PER_BLOCK).map((candidate) => candidate.investor))));

  const header: SnapshotHeader = {
    format: FORMAT,
    key,
    candidates: candidates.length,
    entries,
    dims,
    lifts: lifts.length,
    vocabularyBytes: vocabularyText.length,
    industriesBytes: industriesText.length,
    investorFields: INVESTOR_FIELDS,
    investorBlockBytes: investorBlocks.map((block) => block.length),
  };
  const headerText = text(header);
  const start = MAGIC.length + 4 + headerText.length;
  const { offsets, end } = sectionOffsets(header, start);
  const bytes = Buffer.alloc(end);
  bytes.write(MAGIC, 0, 'utf8');
  bytes.writeUInt32LE(headerText.length, MAGIC.length);
  headerText.copy(bytes, MAGIC.length + 4);
  const view = <T>(name: string, Type: new (buffer: ArrayBufferLike, at: number, count: number) => T) => {
    const { at, count } = offsets.get(name)!;
    return new Type(bytes.buffer, bytes.byteOffset + at, count);
  };
  const put = (name: string, source: Buffer) => source.copy(bytes, offsets.get(name)!.at);

  put('vocabulary', vocabularyText);
  const offsetsOf = view('offsets', Uint32Array);
  const termIds = view('termIds', Uint32Array);
  const frequencies = view('frequencies', Float32Array);
  const fields = view('fields', Uint8Array);
  const lengths = view('lengths', Float64Array);
  const hasMeaning = view('hasMeaning', Uint8Array);
  const meanings = view('meanings', Float32Array);
  let at = 0;
  candidates.forEach((candidate, row) => {
    offsetsOf[row] = at;
    for (const [term, frequency] of candidate.weights) {
      termIds[at] = termId.get(term)!;
      frequencies[at] = frequency;
      // Sums of the field weights (halves): a float32 holds them exactly, or the index is not one to keep.
      if (frequencies[at] !== frequency) throw new Error(`a term frequency float32 cannot hold: ${frequency}`);
      fields[at] = FIELDS.indexOf(candidate.fields.get(term)!);
      at++;
    }
    lengths[row] = candidate.length;
    if (candidate.meaning) {
      hasMeaning[row] = 1;
      meanings.set(candidate.meaning, row * dims);
    }
  });
  offsetsOf[candidates.length] = at;
  const { postings } = textPostingsOf(index);
  const postingRows = view('postingRows', Int32Array);
  const postingFrequencies = view('postingFrequencies', Float32Array);
  let posted = 0;
  for (const term of vocabulary) {
    const list = postings.get(term)!;
    postingRows.set(list.rows, posted);
    postingFrequencies.set(list.frequencies, posted);
    posted += list.rows.length;
  }
  put('industries', industriesText);
  const liftTerms = view('liftTerms', Uint32Array);
  const liftIndustries = view('liftIndustries', Uint32Array);
  const liftValues = view('lifts', Float64Array);
  lifts.forEach(([term, industry, lift], entry) => {
    liftTerms[entry] = term;
    liftIndustries[entry] = industry;
    liftValues[entry] = lift;
  });
  investorBlocks.forEach((block, number) => put(`investors${number}`, block));
  return bytes;
}
