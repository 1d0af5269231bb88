import type { Investor } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { FEEDBACK, rerankWithMarks, whyMoved, type Verdict } from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { type WordVectors } from '../../src/modules/investor-index/word-vectors.js';
import { decodeWordVectors, encodeWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { blank } from '../support/investors-fixture.js';

/** Four-dimensional word vectors: computing words along the first axis, food along the second, haulage the third. */
const vectors: WordVectors = decodeWordVectors(
  encodeWordVectors(4, [
    ['servers', [0.9, 0.1, 0, 0.1]],
    ['datacenter', [0.85, 0, 0.1, 0.1]],
    ['bakery', [0, 0.9, 0.1, 0]],
    ['bread', [0.1, 0.8, 0, 0.2]],
    ['trucking', [0, 0.1, 0.9, 0.2]],
  ]),
);

let serial = 0;
const investor = (company_name: string, keywords: string[], narrow_specialty: string): Investor => ({
  ...blank,
  id: `00000000-0000-4000-9100-${String(++serial).padStart(12, '0')}`,
  company_name,
  type: 'corporation',
  keywords,
  description: keywords.join(' '),
  narrow_specialty,
});

const rackline = investor('Rackline Systems', ['servers', 'datacenter'], 'IT Hardware');
const golden = investor('Golden Loaf', ['bakery', 'bread'], 'Packaged Foods');
const serverHaus = investor('Server Haus', ['servers'], 'IT Hardware');
const crumb = investor('Crumb Bakers', ['bread', 'bakery'], 'Packaged Foods');
const haul = investor('Roadway Haul', ['trucking'], 'Road & Rail');
const index = indexCandidates([rackline, golden, serverHaus, crumb, haul], { vectors });
/** The engine's list, best first: computing and food alternate, haulage last. */
const list = [rackline, golden, serverHaus, crumb, haul].map((entry, at) => ({ id: entry.id, score: 80 - 5 * at }));
const names = (entries: { id: string }[]) =>
  entries.map((entry) => index.candidates.find((c) => c.investor.id === entry.id)!.investor.company_name);
const marks = (entries: [Investor, Verdict][]) => new Map(entries.map(([entry, verdict]) => [entry.id, verdict]));

describe('Florence feedback re-rank', () => {
  it('without marks the list is the engine’s, each buyer where it was', () => {
    const { listed, hidden } = rerankWithMarks(list, new Map(), index);
    expect(names(listed)).toEqual(['Rackline Systems', 'Golden Loaf', 'Server Haus', 'Crumb Bakers', 'Roadway Haul']);
    expect(listed.map((entry) => [entry.before, entry.score])).toEqual(list.map((entry, at) => [at + 1, entry.score]));
    expect(hidden).toEqual([]);
  });

  it('a buyer marked Not a fit leaves the list, and the buyers like it fall: in meaning and in industry', () => {
    const { listed, hidden } = rerankWithMarks(list, marks([[rackline, 'bad']]), index, { ...FEEDBACK, bad: 20 });
    expect(names(hidden)).toEqual(['Rackline Systems']);
    expect(names(listed)).toEqual(['Golden Loaf', 'Crumb Bakers', 'Roadway Haul', 'Server Haus']);
    // Unlike the rejected one, the bakeries keep their scores; the other server maker loses points.
    expect(listed.find((entry) => entry.id === golden.id)!.score).toBe(75);
    expect(listed.find((entry) => entry.id === serverHaus.id)!.score).toBeLessThan(70);
  });

  it('a buyer marked Good fit rises, and the buyers like it with it', () => {
    const { listed, hidden } = rerankWithMarks(list, marks([[crumb, 'good']]), index);
    expect(hidden).toEqual([]);
    expect(names(listed)).toEqual(['Golden Loaf', 'Crumb Bakers', 'Rackline Systems', 'Server Haus', 'Roadway Haul']);
    expect(listed.map((entry) => entry.before)).toEqual([2, 4, 1, 3, 5]);
    // Its score gains the points of the mark, the list's scores brought back within 100.
    expect(listed[1]!.score).toBeGreaterThan(65);
    expect(Math.max(...listed.map((entry) => entry.score))).toBeLessThanOrEqual(100);
  });

  it('marks on candidates the list no longer holds still teach; marks the index does not know are ignored', () => {
    const short = list.filter((entry) => entry.id !== crumb.id);
    const unknown = new Map<string, Verdict>([['00000000-0000-4000-9100-999999999999', 'bad']]);
    expect(names(rerankWithMarks(short, unknown, index).listed)).toEqual(names(short));
    const taught = rerankWithMarks(short, marks([[crumb, 'good']]), index).listed;
    expect(names(taught)[0]).toBe('Golden Loaf');
  });

  it('is pure: the same list, marks and index give the same order', () => {
    const given = marks([
      [golden, 'bad'],
      [serverHaus, 'good'],
    ]);
    expect(rerankWithMarks(list, given, index)).toEqual(rerankWithMarks(list, given, index));
  });

  it('says why a buyer moved, after the marked buyer that explains it best', () => {
    const given = marks([[crumb, 'good']]);
    expect(whyMoved({ id: crumb.id, score: 85, before: 4 }, 1, given, index)).toBe('Ranked higher: you marked it a good fit');
    // Moved fewer than three places: nothing to say.
    expect(whyMoved({ id: golden.id, score: 95, before: 2 }, 1, given, index)).toBeNull();
    expect(whyMoved({ id: golden.id, score: 75, before: 5 }, 1, given, index)).toBe(
      'Ranked higher: close to Crumb Bakers, which you marked a good fit',
    );
    const rejected = marks([
      [rackline, 'bad'],
      [haul, 'bad'],
    ]);
    expect(whyMoved({ id: serverHaus.id, score: 60, before: 1 }, 4, rejected, index)).toBe(
      'Ranked lower: close to Rackline Systems, which you marked not a fit',
    );
    expect(whyMoved({ id: golden.id, score: 75, before: 4 }, 1, rejected, index)).toMatch(
      /^Ranked higher: unlike .+, which you marked not a fit$/,
    );
  });

  it('a buyer read above a rejected one and left unmarked keeps its place; unread, the same buyer falls', () => {
    const strong = { ...FEEDBACK, bad: 20 };
    const read = rerankWithMarks(list, marks([[crumb, 'bad']]), index, strong).listed;
    expect(names(read)).toEqual(['Rackline Systems', 'Golden Loaf', 'Server Haus', 'Roadway Haul']);
    expect(read.find((entry) => entry.id === golden.id)!.score).toBe(75);
    const bakeryBelow = [rackline, crumb, serverHaus, haul, golden].map((entry, at) => ({ id: entry.id, score: 80 - 5 * at }));
    const unread = rerankWithMarks(bakeryBelow, marks([[crumb, 'bad']]), index, strong).listed;
    expect(names(unread)).toEqual(['Rackline Systems', 'Server Haus', 'Roadway Haul', 'Golden Loaf']);
    expect(unread.at(-1)!.score).toBeLessThan(60);
  });
});
