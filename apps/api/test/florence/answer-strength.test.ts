import type { Buyer } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import {
  answerStrength,
  BACKING_INDUSTRY,
  BACKING_MATCHES,
  isBacked,
  WEAK_ANSWER_BELOW,
  WEAK_ANSWER_TOP,
} from '../../src/modules/florence/answer-strength.js';
import type { Evidence, FactorKey } from '../../src/modules/florence/engine/index.js';
import { PARTIAL_MATCH, withPartialMatch } from '../../src/modules/florence/partial-match.js';

const matched = (word: string): Evidence => ({
  company_field: 'Description',
  company_value: word,
  candidate_field: 'Description',
  candidate_value: word,
});
const factor = (key: FactorKey, value: number, evidence: Evidence[] = []) => ({ key, value, evidence });
/** A buyer's stored factors: the text factor matching `words`, the industry factor at `industry`. */
const buyer = (words: string[], industry: number) => [factor('text', 1, words.map(matched)), factor('industry', industry)];

const backed = buyer(['dental', 'orthodontics', 'implants'], BACKING_INDUSTRY);
const unbacked = buyer(['dental'], 0.2);

describe('when evidence backs a buyer', () => {
  it(`needs ${BACKING_MATCHES} content words matched and the company's industry`, () => {
    expect(isBacked(backed)).toBe(true);
    expect(isBacked(buyer(['dental', 'orthodontics'], 1))).toBe(false);
    expect(isBacked(buyer(['dental', 'orthodontics', 'implants'], BACKING_INDUSTRY - 0.01))).toBe(false);
    expect(isBacked([factor('text', 1, ['dental', 'orthodontics', 'implants'].map(matched))])).toBe(false);
  });

  it('does not count a stop-list word as a match ("services" ↔ "services")', () => {
    expect(isBacked(buyer(['services', 'dental', 'implants'], 1))).toBe(false);
    expect(isBacked(buyer(['Services', 'dental', 'implants', 'orthodontics'], 1))).toBe(true);
  });

  it('is backed by deals like the company’s whatever its words', () => {
    const deal: Evidence = { company_field: 'Description', company_value: 'dental', candidate_field: 'Past deal', candidate_value: 'Smile Co' };
    expect(isBacked([...unbacked, factor('history', 0.4, [deal])])).toBe(true);
    expect(isBacked([...unbacked, factor('history', 0)])).toBe(false);
  });
});

describe('when a list’s answer is weak', () => {
  const list = (backedCount: number, length = WEAK_ANSWER_TOP) =>
    Array.from({ length }, (_, at) => (at < backedCount ? backed : unbacked));

  it(`is weak when fewer than ${WEAK_ANSWER_BELOW} of the top ${WEAK_ANSWER_TOP} are backed`, () => {
    expect(answerStrength(list(0))).toEqual({ backed: 0, weak: true });
    expect(answerStrength(list(WEAK_ANSWER_BELOW - 1))).toEqual({ backed: WEAK_ANSWER_BELOW - 1, weak: true });
    expect(answerStrength(list(WEAK_ANSWER_BELOW))).toEqual({ backed: WEAK_ANSWER_BELOW, weak: false });
  });

  it('weighs the top buyers only: backed buyers further down do not make it strong', () => {
    const tail = Array.from({ length: 5 }, () => backed);
    expect(answerStrength([...list(0), ...tail])).toEqual({ backed: 0, weak: true });
  });

  it('holds a short list to what it has, and never calls an empty list weak', () => {
    expect(answerStrength([backed])).toEqual({ backed: 1, weak: false });
    expect(answerStrength([unbacked])).toEqual({ backed: 0, weak: true });
    expect(answerStrength([])).toEqual({ backed: 0, weak: false });
  });
});

describe('the reasons of a weak list', () => {
  const shown = (factors: ReturnType<typeof buyer>): Buyer =>
    ({
      ai_description: 'Henry Schein, Inc. supplies dental practices.',
      factors: factors.map((each) => ({ ...each, label: each.key, weight: 1 })),
    }) as unknown as Buyer;

  it('say first that an unbacked match is partial, and leave a backed one and any buyer of a strong list as written', () => {
    expect(withPartialMatch(shown(unbacked), true).ai_description).toBe(`${PARTIAL_MATCH} Henry Schein, Inc. supplies dental practices.`);
    expect(withPartialMatch(shown(backed), true).ai_description).toBe('Henry Schein, Inc. supplies dental practices.');
    expect(withPartialMatch(shown(unbacked), false).ai_description).toBe('Henry Schein, Inc. supplies dental practices.');
  });
});
