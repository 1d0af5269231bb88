import {
  commonMessages,
  datasetReplySchema,
  datasetSearchParams,
  investorMessages as m,
  isStopWord,
  type DatasetSearchInput,
} from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetSearchMarks, users } from '../../src/db/schema/index.js';
import { bearer } from '../support/auth-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { shippedFixture, type ShippedFixture } from './shipped-fixture.js';
import { DESCRIPTION_SET } from './description-set.js';

let t: TestApp;
let token: ShippedFixture['token'];
let trialId = '';
beforeAll(async () => {
  ({ t, token, trialId } = await shippedFixture());
}, 120_000);
afterAll(() => t.close());

const get = (query: string, who: keyof typeof token = 'pro') =>
  t.app.inject({ method: 'GET', url: `/api/dataset?${query}`, headers: bearer(token[who]) });
async function search(input: DatasetSearchInput, who: keyof typeof token = 'pro') {
  const response = await get(datasetSearchParams(input), who);
  expect(response.statusCode, response.body).toBe(200);
  return datasetReplySchema.parse(response.json());
}
const names = (reply: { data: { company_name: string }[] }) => reply.data.map((row) => row.company_name);

describe('search by description over the shipped dataset', () => {
  it(`finds the company a dealmaker expects in the first ten for at least 90 % of ${DESCRIPTION_SET.length} descriptions`, async () => {
    const missed: string[] = [];
    const cited = new Set<string>();
    for (const [description, expected] of DESCRIPTION_SET) {
      const reply = await search({ describe: description });
      const top = names(reply);
      if (!top.some((name) => expected.some((start) => name.startsWith(start))))
        missed.push(`${description}: ${top.slice(0, 3).join(', ')}`);
      for (const row of reply.data) for (const word of row.matched_words ?? []) cited.add(word);
    }
    const share = 1 - missed.length / DESCRIPTION_SET.length;
    console.log(`description set: ${(share * 100).toFixed(1)} % in the first ten; missed ${missed.join(' / ') || 'none'}`);
    expect(share).toBeGreaterThanOrEqual(0.9);
    // A row's matched words say what it does, never a word of the shared stop list.
    expect([...cited].filter(isStopWord)).toEqual([]);
  }, 120_000);

  it('applies the place a description names as a chip, and its words leave the query', async () => {
    const reply = await search({ describe: 'oil and gas exploration in Texas' });
    expect(reply.description).toEqual({
      query: 'oil and gas exploration',
      chips: [{ key: 'state:Texas', kind: 'state', value: 'Texas', words: 'in Texas' }],
    });
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.data.every((row) => row.us_state_full === 'Texas')).toBe(true);
  });

  it('lifts a place where no row holds the description, and says so: dental businesses for "dental practice consolidators in Texas"', async () => {
    const reply = await search({ describe: 'dental practice consolidators in Texas' });
    const texas = { key: 'state:Texas', kind: 'state', value: 'Texas', words: 'in Texas' };
    expect(reply.description).toEqual({ query: 'dental practice consolidators in Texas', chips: [], widened: [texas] });
    // None of the shipped dental businesses is based in Texas: the first are dental, wherever they are.
    const top = reply.data.slice(0, 5);
    expect(top.filter((row) => row.matched_words?.includes('dental')).length).toBeGreaterThanOrEqual(4);
    expect(names(reply).slice(0, 5)).toEqual(
      expect.arrayContaining(['Henry Schein, Inc.', 'DENTSPLY SIRONA Inc.', 'Patterson Companies, Inc.']),
    );
  });

  it('counts and pages only the matches above the relevance floor, not every row sharing a word', async () => {
    const everyone = (await search({})).total;
    const reply = await search({ describe: 'frozen food manufacturer', limit: 100 });
    // 1,389 rows (28 %) shared a word before the floor.
    expect(reply.total).toBeGreaterThan(10);
    expect(reply.total).toBeLessThan(everyone * 0.05);
    const pages = [reply];
    while (pages.length * 100 < reply.total)
      pages.push(await search({ describe: 'frozen food manufacturer', limit: 100, offset: pages.length * 100 }));
    const listed = pages.flatMap(names);
    expect(listed).toHaveLength(reply.total);
    expect(new Set(listed).size).toBe(reply.total);
    expect(pages.every((page) => page.total === reply.total)).toBe(true);
  });

  it('ranks food makers above the grocers and distributors whose profiles also say "frozen food"', async () => {
    const top = names(await search({ describe: 'frozen food manufacturer' }));
    const notMakers = [
      'Sysco',
      'Performance Food',
      'US Foods',
      'Sprouts',
      'Grocery Outlet',
      'Target',
      'Dollar General',
      'Walmart',
      'Kroger',
    ];
    expect(top.filter((name) => notMakers.some((start) => name.startsWith(start)))).toEqual([]);
    expect(top).toEqual(expect.arrayContaining(['General Mills, Inc.', 'Conagra Brands, Inc.', 'Lamb Weston Holdings, Inc.']));
  });

  it('lifts a removed chip: the filter goes and its words rank again', async () => {
    const reply = await search({ describe: 'dental practice consolidators in Texas', describe_off: ['state:Texas'] });
    expect(reply.description).toEqual({ query: 'dental practice consolidators in Texas', chips: [] });
    expect(reply.data.some((row) => row.us_state_full !== 'Texas')).toBe(true);
  });

  it('reads a type and ranks within it, each row with the words of its profile that matched', async () => {
    const reply = await search({ describe: 'private equity firms investing in software' });
    expect(reply.description?.chips.map((chip) => chip.key)).toEqual(['type:private equity']);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.every((row) => row.type === 'private equity')).toBe(true);
    const implants = await search({ describe: 'maker of hip and knee implants' });
    expect(implants.data[0]!.matched_words).toEqual(expect.arrayContaining(['knee', 'hip']));
  });

  it('keeps to the tab, the filters and the sort, and pages through one ranking', async () => {
    const first = await search({ describe: 'medical devices', tab: 'companies', state: ['California'] });
    expect(first.data.every((row) => row.type === 'corporation' && row.us_state_full === 'California')).toBe(true);
    const second = await search({ describe: 'medical devices', tab: 'companies', state: ['California'], offset: 10 });
    expect(second.total).toBe(first.total);
    expect(names(second).some((name) => names(first).includes(name))).toBe(false);
    expect(first.data[0]!.score).toBeGreaterThanOrEqual(second.data[0]!.score);
    const byName = await search({ describe: 'medical devices', state: ['California'], sort: 'company_name' });
    expect(names(byName)).toEqual([...names(byName)].sort((a, b) => a.localeCompare(b)));
    const wide = await search({ describe: 'medical devices', state: ['California'], limit: 100 });
    expect(wide.data.length).toBe(Math.min(100, wide.total));
  });

  it('lists the filters alone, largest first, for a description that names only filters', async () => {
    const reply = await search({ describe: 'venture capital' });
    expect(reply.description?.query).toBe('');
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.every((row) => row.type === 'venture capital')).toBe(true);
  });

  it('still returns the best text matches for words the profiles and the word vectors do not know', async () => {
    const reply = await search({ describe: 'Zimmerbiomet' });
    expect(reply.description?.query).toBe('Zimmerbiomet');
    expect(reply.data).toBeDefined();
  });

  it('counts one description search as one free search: its pages, sorts and exports are views of it', async () => {
    expect((await search({ describe: 'soft drinks' }, 'trial')).remaining_trial).toBe(2);
    for (const view of [{ offset: 10 }, { sort: 'company_name' as const }, { limit: 100 }, { tab: 'companies' as const }])
      expect((await search({ describe: 'soft drinks', ...view }, 'trial')).remaining_trial).toBe(2);
    expect((await search({ describe: 'soft drinks', describe_off: ['type:corporation'] }, 'trial')).remaining_trial).toBe(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, trialId));
    expect(user!.remainingTrial).toBe(1);
  });

  it.each([
    ['an empty description', 'describe=', m.describeEmpty],
    ['a description of spaces', 'describe=%20%20', m.describeEmpty],
    ['a description of 1 MB', `describe=${'x'.repeat(1024 * 1024)}`, m.describeTooLong],
    ['a description of 301 characters', `describe=${'x'.repeat(301)}`, m.describeTooLong],
    ['a description of punctuation only', `describe=${encodeURIComponent('?!... -- ""')}`, m.describeNeedsWord],
    ['a description and a search at once', 'describe=soft%20drinks&search=cola', m.describeWithSearch],
    [
      '21 removed filters',
      `describe=soft&${Array.from({ length: 21 }, (_, i) => `describe_off=state:${i}`).join('&')}`,
      m.tooManyRemovedFilters,
    ],
  ])('refuses %s with 400 and a message, and counts nothing', async (_name, query, message) => {
    const before = await t.db.select().from(datasetSearchMarks);
    const response = await get(query, 'trial');
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await t.db.select().from(datasetSearchMarks)).toEqual(before);
  });

  it('refuses a description holding NUL with 400', async () => {
    const response = await get('describe=soft%00drinks');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(commonMessages.nulCharacter);
  });
});
