import type { Investor } from '@dealscout/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { florenceSentenceVectors } from '../../src/db/schema/index.js';
import { candidateIndex, forgetCandidateIndex } from '../../src/modules/investor-index/candidate-cache.js';
import { companyProfileOf, rankCandidates } from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { sentenceCloseness } from '../../src/modules/florence/engine/sentence-closeness.js';
import { SENTENCE_WEIGHT } from '../../src/modules/florence/engine/weights.js';
import { embedSentences } from '../../src/modules/investor-index/sentences/sentence-thread.js';
import { fillSentenceVectors, sentencesFor } from '../../src/modules/investor-index/sentences/sentence-store.js';
import { companySentence, shippedSentencesFor } from '../../src/modules/investor-index/sentences/sentence-vectors.js';
import { eyeClinic, generatedList, ownersCompany } from '../support/florence-fixture.js';
import { blank, loadSampleInvestors, made } from '../support/investors-fixture.js';
import { useWorkspace } from '../support/workspace-fixture.js';

const unit = (...values: number[]) => Float32Array.from(values);
const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

describe('florence: sentence closeness (engine)', () => {
  it('is the cosine above the pool mean, relative to the closest; a candidate not read counts as the mean', () => {
    const closeness = sentenceCloseness(Int32Array.from([0, 1, 2, 3]), {
      company: unit(1, 0),
      candidates: [unit(1, 0), unit(0, 1), null, unit(Math.SQRT1_2, Math.SQRT1_2)],
    });
    // cosines 1, 0, 0.707; mean 0.569
    expect(closeness[0]).toBeCloseTo(1, 6);
    expect(closeness[1]).toBe(0);
    expect(closeness[2]).toBe(0);
    expect(closeness[3]).toBeCloseTo((Math.SQRT1_2 - (1 + Math.SQRT1_2) / 3) / (1 - (1 + Math.SQRT1_2) / 3), 6);
  });

  const twin = (company_name: string, id: string): Investor => ({
    ...blank,
    id,
    company_name,
    type: 'corporation',
    market_cap: 'Mid Cap',
    description: 'Ophthalmology clinics and eye surgery centers.',
    keywords: ['ophthalmology'],
  });
  const index = indexCandidates([
    twin('Alder Eye Group', '00000000-0000-4000-8000-00000000a001'),
    twin('Birch Eye Group', '00000000-0000-4000-8000-00000000a002'),
    { ...twin('Cedar Freight', '00000000-0000-4000-8000-00000000a003'), description: 'Trucking and freight.', keywords: ['trucking'] },
  ]);
  const profile = companyProfileOf(eyeClinic);

  it('lifts the candidate whose description says what the company says, inside the meaning factor', () => {
    const plain = rankCandidates(profile, index);
    // Twins tie without sentences (ties go by name).
    expect(plain.map((row) => row.investor.company_name).slice(0, 2)).toEqual(['Alder Eye Group', 'Birch Eye Group']);
    expect(plain[0]!.score).toBe(plain[1]!.score);
    const sentences = { company: unit(1, 0), candidates: [unit(0, 1), unit(1, 0), unit(0, 1)] };
    const lifted = rankCandidates(profile, index, undefined, { sentences });
    expect(lifted[0]!.investor.company_name).toBe('Birch Eye Group');
    expect(lifted[0]!.score).toBeGreaterThan(lifted[1]!.score);
    // This index has no word vectors: the meaning factor is the sentences' part alone.
    const meaning = lifted[0]!.factors.find((factor) => factor.key === 'meaning')!;
    expect(meaning.weight).toBe(SENTENCE_WEIGHT);
    expect(plain[0]!.factors.some((factor) => factor.key === 'meaning')).toBe(false);
  });

  it('leaves the ranking exactly as it was without sentences (no description, or no encoder)', () => {
    expect(rankCandidates(profile, index, undefined, { sentences: null })).toEqual(rankCandidates(profile, index));
  });
});

describe('florence: sentence vectors (the shipped file, the table, the encoder)', () => {
  const w = useWorkspace();
  beforeAll(async () => {
    await loadSampleInvestors(w.t);
    forgetCandidateIndex();
  });

  it('reads shipped descriptions from the file, fills the others in the background once, and shares them by text', async () => {
    const index = await candidateIndex(w.t.db);
    const profile = companyProfileOf(eyeClinic);
    const rowOf = (id: string) => index.candidates.findIndex((candidate) => candidate.investor.id === id);
    const eyeFund = rowOf(made.eyeFund.id);
    const shippedRow = index.candidates.findIndex((candidate) => !Object.values(made).some((one) => one.id === candidate.investor.id));

    const before = (await sentencesFor(w.t.db, index, profile))!;
    expect(before.company).toHaveLength(512);
    expect(before.candidates[shippedRow]).toHaveLength(512);
    expect(before.candidates[eyeFund]).toBeNull();
    // The benches' file-only path agrees on the shipped rows.
    expect((await shippedSentencesFor(index, profile))!.candidates[shippedRow]).toBe(before.candidates[shippedRow]);

    const madeWithText = Object.values(made).filter((one) => one.description).length;
    expect(await fillSentenceVectors(w.t.db, index)).toBe(madeWithText);
    expect(await w.t.db.select().from(florenceSentenceVectors)).toHaveLength(madeWithText);
    expect(await fillSentenceVectors(w.t.db, index)).toBe(0);

    const after = (await sentencesFor(w.t.db, index, profile))!;
    const [direct] = await embedSentences([made.eyeFund.description]);
    expect(cosine(after.candidates[eyeFund]!, direct!)).toBeGreaterThan(0.9999);
    // The shipped file's vectors are the same encoder's (quantized to a byte a dimension).
    const shippedText = index.candidates[shippedRow]!.investor.description!;
    const [fresh] = await embedSentences([shippedText]);
    expect(cosine(after.candidates[shippedRow]!, fresh!)).toBeGreaterThan(0.99);
  });

  it("reads a company's description once while it is among the recent ones, and each new one anew", async () => {
    const first = await companySentence({ description: 'Cataract surgery clinics in Ohio' });
    expect(first).toBeInstanceOf(Float32Array);
    expect(await companySentence({ description: '  Cataract surgery clinics in Ohio ' })).toBe(first);
    const other = await companySentence({ description: 'Industrial bakery equipment' });
    expect(other).not.toBe(first);
    expect(cosine(other!, first!)).toBeLessThan(0.9);
    // Pushed out by 64 newer descriptions, it is read again, to the same vector.
    for (let at = 0; at < 64; at++) await companySentence({ description: `Clinic number ${at}` });
    const again = await companySentence({ description: 'Cataract surgery clinics in Ohio' });
    expect(again).not.toBe(first);
    expect(Array.from(again!)).toEqual(Array.from(first!));
  });

  it('gives no sentences for a company without a description', async () => {
    const index = await candidateIndex(w.t.db);
    expect(await sentencesFor(w.t.db, index, { ...companyProfileOf(eyeClinic), description: '  ' })).toBeNull();
  });

  it('are filled by the worker between runs, after the list that first met them', async () => {
    await w.t.db.delete(florenceSentenceVectors);
    forgetCandidateIndex();
    const companyId = await ownersCompany(w.t);
    expect((await generatedList(w.t, w.token.owner, companyId, 'sentences')).length).toBeGreaterThan(0);
    expect((await w.t.db.select().from(florenceSentenceVectors)).length).toBe(Object.values(made).filter((one) => one.description).length);
  });
});
