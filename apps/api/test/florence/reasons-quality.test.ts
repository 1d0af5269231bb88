import { NOT_EVIDENCE, STOP_WORDS, type Investor } from '@dealscout/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyProfileOf,
  rankCandidates,
  reasonsForList,
  type CandidateReasons,
  type RankedCandidate,
} from '../../src/modules/florence/engine/index.js';
import { indexCandidates, type CandidateIndex } from '../../src/modules/investor-index/candidate-index.js';
import { DETAILED_ROWS } from '../../src/modules/florence/generate-list.js';
import { readShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { shippedWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { CLOSE_IN_MEANING } from '../../src/modules/florence/engine/weights.js';
import { cosine, meaningOf } from '../../src/modules/investor-index/word-vectors.js';
import { FLORENCE_COMPANIES } from '../support/florence-companies.js';
import { brokenSentences, geographyProblems, sizeProblems } from '../support/reason-truth.js';

const TOP = 10;
const KEYS = ['ai_description', 'financial_synergies', 'operating_synergies', 'misc_synergies'] as const;
const SYNERGIES = ['financial_synergies', 'operating_synergies', 'misc_synergies'] as const;
/** A word a reason never cites: on the stop list, or a generic business word (issue 40). */
const notEvidence = (word: string) => STOP_WORDS.has(word.toLowerCase()) || NOT_EVIDENCE.has(word.toLowerCase());

/**
 * The stop-list and generic words (NOT_EVIDENCE) a reason cites. A word is cited when it is quoted ("office", as the old reasons
 * wrote the matched words), or when it is one of the words the ranking's text or meaning evidence
 * matched and the reason names it anywhere (the names of both companies taken out).
 */
export function citedStopWords(text: string, candidate: RankedCandidate, names: string[]): string[] {
  const plain = names.reduce((rest, name) => rest.split(name).join(' '), text);
  const cited = new Set<string>();
  for (const [, quoted] of plain.matchAll(/["“]([^"”]+)["”]/g))
    for (const word of quoted!.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) if (notEvidence(word)) cited.add(word);
  const matched = candidate.factors
    .filter((factor) => factor.key === 'text' || factor.key === 'meaning')
    .flatMap((factor) => factor.evidence.flatMap((item) => [item.candidate_value, item.company_value]))
    .filter((value) => /^[A-Za-z][A-Za-z-]*$/.test(value) && notEvidence(value));
  for (const word of matched) if (new RegExp(`\\b${word}\\b`, 'i').test(plain)) cited.add(word.toLowerCase());
  return [...cited];
}

/** Sentences said twice in one text. */
export function repeatedSentences(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
  return sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at);
}

/** The first run of 30 characters of `source` found in `text` (case and spacing aside), or null. */
export function quotedRun(text: string, source: string): string | null {
  const squeeze = (value: string) => value.toLowerCase().replace(/\s+/g, ' ');
  const haystack = squeeze(text);
  const from = squeeze(source);
  for (let start = 0; start + 30 <= from.length; start++)
    if (haystack.includes(from.slice(start, start + 30))) return from.slice(start, start + 30);
  return null;
}

/** Synergy texts of a list's rows that read the same once the company's and the candidate's names are out. */
export function equalSynergies(rows: { name: string; reasons: CandidateReasons }[], companyName: string): string[] {
  const seen = new Map<string, string>();
  const equal: string[] = [];
  for (const { name, reasons } of rows) {
    for (const key of SYNERGIES) {
      const text = [name, companyName].reduce((rest, each) => rest.split(each).join('<name>'), reasons[key]).trim();
      if (text === '-') continue;
      const earlier = seen.get(text);
      if (earlier) equal.push(`${name} ${key} = ${earlier}: ${text}`);
      else seen.set(text, `${name} ${key}`);
    }
  }
  return equal;
}

interface Listed {
  company: string;
  description: string;
  areas: string[];
  financials: { revenue: number | null; ebitda: number | null };
  rows: { name: string; candidate: RankedCandidate; reasons: CandidateReasons }[];
}

/** What breaks the rules in a list's top rows, one line each. */
function problems(list: Listed): string[] {
  const found: string[] = [];
  for (const { name, candidate, reasons } of list.rows) {
    for (const key of KEYS) {
      const text = reasons[key];
      const where = `${list.company} / ${name} / ${key}`;
      const cited = citedStopWords(text, candidate, [name, list.company]);
      if (cited.length) found.push(`${where}: cites stop words ${cited.join(', ')}`);
      if (repeatedSentences(text).length) found.push(`${where}: repeats "${repeatedSentences(text)[0]}"`);
      if (text.length > 600) found.push(`${where}: ${text.length} characters`);
      const quoted = quotedRun(text, list.description);
      if (quoted) found.push(`${where}: quotes the description ("${quoted}")`);
    }
  }
  for (const equal of equalSynergies(list.rows, list.company)) found.push(`${list.company}: equal synergies ${equal}`);
  return found;
}

let index: CandidateIndex;
let lists: Listed[];

beforeAll(async () => {
  index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
  lists = FLORENCE_COMPANIES.map(({ name, answers }) => {
    const profile = companyProfileOf(answers);
    const top = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS }).slice(0, TOP);
    const reasons = reasonsForList(top, profile, index);
    return {
      company: name,
      description: profile.description,
      areas: profile.areas,
      financials: { revenue: profile.revenue, ebitda: profile.ebitda },
      rows: top.map((candidate, at) => ({ name: candidate.investor.company_name, candidate, reasons: reasons[at]! })),
    };
  });
}, 120_000);

describe("Florence's reasons over twenty companies' lists (shipped dataset, real engine)", () => {
  it('covers several industries, sizes and every goal, ten buyers a list', () => {
    expect(lists).toHaveLength(20);
    for (const list of lists) expect(list.rows, list.company).toHaveLength(TOP);
    const goals = new Set(
      FLORENCE_COMPANIES.map(({ answers }) => companyProfileOf(answers)).map((p) => `${p.goal}:${p.goal === 'sell' ? p.buyerType : ''}`),
    );
    expect([...goals].sort()).toEqual(['acquire:', 'recapitalize:', 'sell:financial', 'sell:strategic']);
  });

  it('cites no stop word, repeats no sentence, stays within 600 characters and never quotes the description', () => {
    expect(lists.flatMap(problems)).toEqual([]);
  });

  it("shows evidence of single words on the profile: never the company's description read back, never a stop-list or generic word", () => {
    const found: string[] = [];
    for (const list of lists) {
      for (const { name, candidate } of list.rows) {
        for (const factor of candidate.factors) {
          for (const item of factor.evidence) {
            const where = `${list.company} / ${name} / ${item.company_field}: ${item.company_value} -> ${item.candidate_value}`;
            if (quotedRun(item.company_value, list.description)) found.push(`${where}: quotes the description`);
            // The company's strongest words an industry match cites.
            if (factor.key === 'industry' && item.candidate_field === 'Industry')
              for (const word of item.company_value.split(/,\s*/)) if (notEvidence(word)) found.push(`${where}: stop-list or generic word`);
            // Words the match found; the other factors' evidence are answers and facts (the goal, a state, a bucket).
            if (factor.key !== 'text' && factor.key !== 'meaning') continue;
            for (const value of [item.company_value, item.candidate_value])
              if (notEvidence(value)) found.push(`${where}: stop-list or generic word`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('writes synergies of each pair: no two of a top 10 read the same once the names are out', () => {
    expect(lists.flatMap((list) => equalSynergies(list.rows, list.company))).toEqual([]);
  });

  it("names the candidate's own business, its size and where it is, in a paragraph of sentences", () => {
    for (const list of lists) {
      for (const { name, candidate, reasons } of list.rows) {
        const text = reasons.ai_description;
        expect(text.startsWith(name), text).toBe(true);
        const investor: Investor = candidate.investor;
        if (investor.us_state_full)
          expect(text, name).toContain(investor.us_state_full === 'District of Columbia' ? 'Washington, D.C.' : investor.us_state_full);
        if (investor.market_cap) expect(text, name).toMatch(/market cap/);
        expect(text.split(/(?<=\.)\s+/).length, text).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('writes every sentence whole: a full stop, no clause ending on "its", "and", "of", "a" or "the", no "its as"', () => {
    const found = lists.flatMap((list) =>
      list.rows.flatMap(({ name, reasons }) =>
        KEYS.flatMap((key) => brokenSentences(reasons[key]).map((fault) => `${list.company} / ${name} / ${key}: ${fault}`)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('claims no place the data contradicts: a home market only in a state both are in, a country only where both are', () => {
    const countries = new Set(index.candidates.map(({ investor }) => investor.country).filter((country): country is string => !!country));
    const found = lists.flatMap((list) =>
      list.rows.flatMap(({ name, candidate, reasons }) =>
        KEYS.flatMap((key) =>
          geographyProblems(reasons[key], candidate.investor, list.areas, countries).map(
            (fault) => `${list.company} / ${name} / ${key}: ${fault}`,
          ),
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it("gives sizes as stored: the buyer's market-cap bucket, the company's revenue and EBITDA", () => {
    const found = lists.flatMap((list) =>
      list.rows.flatMap(({ name, candidate, reasons }) =>
        KEYS.flatMap((key) =>
          sizeProblems(reasons[key], candidate.investor, list.financials).map((fault) => `${list.company} / ${name} / ${key}: ${fault}`),
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it(`cites a pair of words from the vectors only when they are close in meaning (cosine ${CLOSE_IN_MEANING} or more)`, () => {
    const unit = (word: string) => meaningOf(index.vectors!, [[word.toLowerCase(), 1]]);
    const found: string[] = [];
    for (const list of lists) {
      for (const { name, candidate } of list.rows) {
        for (const item of candidate.factors.find((factor) => factor.key === 'meaning')?.evidence ?? []) {
          const [ours, theirs] = [unit(item.company_value), unit(item.candidate_value)];
          const similarity = ours && theirs ? cosine(ours, theirs) : 0;
          if (similarity < CLOSE_IN_MEANING)
            found.push(`${list.company} / ${name}: ${item.company_value} <-> ${item.candidate_value} (${similarity.toFixed(2)})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the checks catch what they are for', () => {
  const candidate = {
    investor: { company_name: 'Zimmer Biomet' },
    score: 80,
    factors: [
      {
        key: 'text',
        weight: 1,
        value: 1,
        evidence: [
          {
            company_field: 'Description',
            company_value: 'Harbor Dental runs 22 offices',
            candidate_field: 'Description',
            candidate_value: 'office',
          },
        ],
      },
    ],
  } as unknown as RankedCandidate;

  it('finds a quoted stop word and a matched stop word named, not a name', () => {
    expect(citedStopWords('The company\'s description meets "office" in its description.', candidate, [])).toEqual(['office']);
    expect(citedStopWords('Its office products fit your practice.', candidate, [])).toEqual(['office']);
    expect(citedStopWords('Zimmer Biomet Office Supply sells implants.', candidate, ['Zimmer Biomet Office Supply'])).toEqual([]);
  });

  it('finds a cut sentence, a home market in another state, a wrong country and a size not stored', () => {
    expect(brokenSentences('It could fold your business into its as a food and beverage company worldwide.')).toHaveLength(1);
    expect(brokenSentences('Your business would sit beside its the fixed income and. It fits')).toHaveLength(3);
    expect(brokenSentences('For the strategic exit you seek, it could fold your business into its dental products.')).toEqual([]);
    const newYork = { us_state_full: 'New York', country: 'United States', market_cap: 'Large Cap' } as Investor;
    const countries = new Set(['United States', 'Canada']);
    expect(
      geographyProblems(
        'Headquartered in New York, it shares a home market with your Wisconsin operations.',
        newYork,
        ['Wisconsin'],
        countries,
      ),
    ).toHaveLength(2);
    expect(
      geographyProblems('Headquartered in Texas, it works in the United States, as you do.', newYork, ['Florida'], countries),
    ).toHaveLength(1);
    expect(geographyProblems('Headquartered in New York, it works in Canada, as you do.', newYork, ['Florida'], countries)).toHaveLength(1);
    expect(
      geographyProblems('Headquartered in New York, it works in the United States, as you do.', newYork, ['Florida'], countries),
    ).toEqual([]);
    expect(
      geographyProblems(
        'Headquartered in New York, it shares a home market with your New York operations.',
        newYork,
        ['New York'],
        countries,
      ),
    ).toEqual([]);
    expect(
      sizeProblems('A mid-cap buyer ($2B-$10B market cap) could pay for a company of $41M revenue.', newYork, {
        revenue: 40e6,
        ebitda: null,
      }),
    ).toHaveLength(2);
    expect(
      sizeProblems('A large-cap buyer ($10B-$200B market cap) could pay for a company of $41M revenue.', newYork, {
        revenue: 41e6,
        ebitda: null,
      }),
    ).toEqual([]);
  });

  it('finds a repeated sentence, a quoted description and equal synergies', () => {
    expect(repeatedSentences('It fits. It is large. It fits.')).toEqual(['it fits.']);
    expect(
      quotedRun(
        'They say: runs 22 general and pediatric dental offices.',
        'Harbor runs 22 general and pediatric dental offices in Florida',
      ),
    ).not.toBeNull();
    const same = { ai_description: '', financial_synergies: 'A buys you.', operating_synergies: 'x', misc_synergies: 'y' };
    expect(
      equalSynergies(
        [
          { name: 'A', reasons: same },
          { name: 'B', reasons: { ...same, financial_synergies: 'B buys you.', operating_synergies: 'z', misc_synergies: 'w' } },
        ],
        'Harbor',
      ),
    ).toHaveLength(1);
  });
});
