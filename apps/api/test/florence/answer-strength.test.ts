import { describe, expect, it } from 'vitest';
import {
  answerStrength,
  BACKING_INDUSTRY,
  BACKING_MATCHES,
  BACKING_NAICS_DIGITS,
  isBacked,
  WEAK_ANSWER_BELOW,
  WEAK_ANSWER_TOP,
} from '../../src/modules/florence/answer-strength.js';
import type { Evidence, FactorKey } from '../../src/modules/florence/engine/index.js';

const matched = (word: string): Evidence => ({
  company_field: 'Description',
  company_value: word,
  candidate_field: 'Description',
  candidate_value: word,
});
const naics = (company: string, candidate: string): Evidence => ({
  company_field: 'NAICS industry',
  company_value: company,
  candidate_field: 'NAICS industry',
  candidate_value: candidate,
});
const factor = (key: FactorKey, value: number, evidence: Evidence[] = []) => ({ key, value, evidence });
const DENTAL_WORDS = ['dental', 'orthodontics', 'implants'];
/** A buyer's stored factors: the text factor matching `words`, the industry factor at `industry` citing `codes`. */
const buyer = (words: string[], industry: number, codes: Evidence[] = []) => [
  factor('text', 1, words.map(matched)),
  factor('industry', industry, codes),
];

// A dental group (621210) and buyers of its subsector, of its sector only (hospitals), and of none (a maker of dental goods).
const sameSubsector = buyer(DENTAL_WORDS, 0.5, [naics('621210', '621111')]);
const hospital = buyer(DENTAL_WORDS, 0.55, [naics('621210', '622110')]);
const supplier = buyer(DENTAL_WORDS, 0.4);

describe('when evidence backs a buyer', () => {
  it(`needs ${BACKING_MATCHES} content words matched and a NAICS code sharing ${BACKING_NAICS_DIGITS} digits with the company's`, () => {
    expect(isBacked(sameSubsector, true)).toBe(true);
    expect(isBacked(buyer(['dental', 'orthodontics'], 0.5, [naics('621210', '621111')]), true)).toBe(false);
    expect(isBacked(hospital, true)).toBe(false);
    expect(isBacked(supplier, true)).toBe(false);
    // The code as the reply shows it, with its title.
    expect(isBacked(buyer(DENTAL_WORDS, 0.5, [naics('621210 Offices of Dentists', '6211 Offices of Physicians')]), true)).toBe(true);
  });

  it(`without a code of the company's, needs its words' industry at ${BACKING_INDUSTRY}`, () => {
    expect(isBacked(buyer(DENTAL_WORDS, BACKING_INDUSTRY), false)).toBe(true);
    expect(isBacked(buyer(DENTAL_WORDS, BACKING_INDUSTRY - 0.01), false)).toBe(false);
    expect(isBacked([factor('text', 1, DENTAL_WORDS.map(matched))], false)).toBe(false);
  });

  it('does not count a stop-list word as a match ("services" ↔ "services")', () => {
    expect(isBacked(buyer(['services', 'dental', 'implants'], 1), false)).toBe(false);
    expect(isBacked(buyer(['Services', ...DENTAL_WORDS], 1), false)).toBe(true);
  });

  it('is backed by deals like the company’s whatever its words and industry', () => {
    const deal: Evidence = {
      company_field: 'Description',
      company_value: 'dental',
      candidate_field: 'Past deal',
      candidate_value: 'Smile Co',
    };
    expect(isBacked([...supplier, factor('history', 0.4, [deal])], true)).toBe(true);
    expect(isBacked([...supplier, factor('history', 0)], true)).toBe(false);
  });
});

describe('when a list’s answer is weak', () => {
  const list = (backedCount: number, length = WEAK_ANSWER_TOP) =>
    Array.from({ length }, (_, at) => (at < backedCount ? sameSubsector : hospital));

  it(`is weak when fewer than ${WEAK_ANSWER_BELOW} of the top ${WEAK_ANSWER_TOP} are backed`, () => {
    expect(answerStrength(list(0), true)).toEqual({ backed: 0, weak: true });
    expect(answerStrength(list(WEAK_ANSWER_BELOW - 1), true)).toEqual({ backed: WEAK_ANSWER_BELOW - 1, weak: true });
    expect(answerStrength(list(WEAK_ANSWER_BELOW), true)).toEqual({ backed: WEAK_ANSWER_BELOW, weak: false });
  });

  it('weighs the top buyers only: backed buyers further down do not make it strong', () => {
    const tail = Array.from({ length: 5 }, () => sameSubsector);
    expect(answerStrength([...list(0), ...tail], true)).toEqual({ backed: 0, weak: true });
  });

  it('holds a short list to what it has, and never calls an empty list weak', () => {
    expect(answerStrength([sameSubsector], true)).toEqual({ backed: 1, weak: false });
    expect(answerStrength([hospital], true)).toEqual({ backed: 0, weak: true });
    expect(answerStrength([], true)).toEqual({ backed: 0, weak: false });
  });
});
