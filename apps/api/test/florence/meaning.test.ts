import type { Investor, UserInput } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { companyProfileOf, rankCandidates, reasonsFor } from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { type WordVectors } from '../../src/modules/investor-index/word-vectors.js';
import { decodeWordVectors, encodeWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { blank } from '../support/investors-fixture.js';

/** Four-dimensional word vectors: computing words lie along the first axis, food along the second. */
const WORDS: [string, number[]][] = [
  ['hosting', [0.9, 0.1, 0, 0.1]],
  ['servers', [0.8, 0.2, 0.1, 0]],
  ['datacenter', [0.85, 0, 0.1, 0.1]],
  ['bakery', [0, 0.9, 0.1, 0]],
  ['bread', [0.1, 0.8, 0, 0.2]],
  ['trucking', [0, 0, 0.9, 0.2]],
];
const vectors: WordVectors = decodeWordVectors(encodeWordVectors(4, WORDS));

let serial = 0;
const investor = (fields: Partial<Investor> & Pick<Investor, 'company_name'>): Investor => ({
  id: `00000000-0000-4000-9000-${String(++serial).padStart(12, '0')}`,
  ...blank,
  type: 'corporation',
  market_cap: 'Mid Cap',
  ...fields,
});

const racks = investor({
  company_name: 'Rackline Systems',
  description: 'Servers for the datacenter.',
  keywords: ['servers', 'datacenter'],
});
const loaves = investor({ company_name: 'Golden Loaf', description: 'A bakery chain selling bread.', keywords: ['bakery', 'bread'] });
const lorries = investor({ company_name: 'Roadway Haul', description: 'Trucking.', keywords: ['trucking'] });

/** A company that says "hosting", a word no candidate uses: only meaning can tell them apart. */
const hosting: UserInput = [
  { 'question-one': ['Sell'], buyer_type: ['Strategic'] } as UserInput[number],
  { product_input: ['Hosting'] } as UserInput[number],
  {},
];

describe('Florence meaning factor', () => {
  it('ranks the candidate whose words mean what the company says first, though no word is shared', () => {
    const ranked = rankCandidates(companyProfileOf(hosting), indexCandidates([loaves, racks, lorries], { vectors }));
    expect(ranked[0]!.investor.company_name).toBe('Rackline Systems');
    const meaning = ranked[0]!.factors.find((factor) => factor.key === 'meaning')!;
    expect(meaning.value).toBe(1);
    expect(
      ranked.find((candidate) => candidate.investor.company_name === 'Golden Loaf')!.factors.find((f) => f.key === 'meaning')!.value,
    ).toBeLessThan(0.3);
    expect(meaning.evidence[0]).toEqual({
      company_field: 'Products',
      company_value: 'hosting',
      candidate_field: 'Keywords',
      candidate_value: 'datacenter',
    });
    const reasons = reasonsFor(ranked[0]!, companyProfileOf(hosting));
    expect(reasons.ai_description).toContain('Its datacenter work is close in nature to your hosting.');
  });

  it('is left out without word vectors, and the ranking stands on the other factors', () => {
    const ranked = rankCandidates(companyProfileOf(hosting), indexCandidates([loaves, racks, lorries]));
    expect(ranked.every((candidate) => candidate.factors.every((factor) => factor.key !== 'meaning'))).toBe(true);
  });

  it('keeps word vectors through the file format within a byte of precision, and refuses a truncated file', () => {
    const bytes = encodeWordVectors(4, WORDS);
    const row = vectors.rows.get('servers')!;
    expect(Array.from(vectors.values.slice(row * 4, row * 4 + 4)).map((value) => Math.round(value * 100) / 100)).toEqual([
      0.8, 0.2, 0.1, 0,
    ]);
    expect(() => decodeWordVectors(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated or malformed/);
  });
});
