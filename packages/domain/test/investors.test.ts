import { describe, expect, it } from 'vitest';
import {
  datasetSearchParams,
  datasetSearchSchema,
  investorImportMessages,
  investorImportRowSchema,
  investorMessages as m,
  sliderToMillions,
  trialBannerText,
  trialMessages,
} from '../src/index.js';

const parse = (query: Record<string, unknown>) => datasetSearchSchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('dataset search request', () => {
  it('applies the defaults', () => {
    expect(datasetSearchSchema.parse({})).toEqual({
      state: [],
      type: [],
      describe_off: [],
      tab: 'all',
      sort: '-score',
      offset: 0,
      limit: 10,
    });
  });

  it('reads repeated and single filters, dropping empty values', () => {
    const query = datasetSearchSchema.parse({ state: ['Texas', ''], type: 'private equity', offset: '20', limit: '300' });
    expect(query).toMatchObject({ state: ['Texas'], type: ['private equity'], offset: 20, limit: 300 });
  });

  it('decodes advanced_search', () => {
    const advanced = { keywords: ['oncology'], naics: ['3254'], sectors: ['Healthcare'], ebitda: [10, 90] };
    expect(datasetSearchSchema.parse({ advanced_search: JSON.stringify(advanced) }).advanced_search).toEqual(advanced);
  });

  it.each([
    [{ limit: '10000' }, m.limit],
    [{ limit: '0' }, m.limit],
    [{ limit: 'ten' }, m.limit],
    [{ offset: '-1' }, m.offset],
    [{ offset: '1.5' }, m.offset],
    [{ sort: 'price' }, m.unknownSort],
    [{ tab: 'funds' }, m.unknownTab],
    [{ type: ['hedge fund'] }, m.unknownType],
    [{ search: 'x'.repeat(201) }, m.searchTooLong],
    [{ advanced_search: '{not json' }, m.advancedSearchJson],
    [{ advanced_search: '[1,2]' }, m.advancedSearchJson],
    [{ advanced_search: JSON.stringify({ keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }) }, m.tooManyKeywords],
    [{ advanced_search: JSON.stringify({ keywords: ['k'.repeat(51)] }) }, m.keywordTooLong],
    [{ advanced_search: JSON.stringify({ naics: ['32A'] }) }, m.naicsCode],
    [{ advanced_search: JSON.stringify({ sectors: ['Crypto'] }) }, m.unknownSector],
    [{ advanced_search: JSON.stringify({ ebitda: [0, 101] }) }, m.rangeBounds],
    [{ advanced_search: JSON.stringify({ revenue: [60, 40] }) }, m.rangeOrder],
    [{ advanced_search: JSON.stringify({ ev: 'wide' }) }, m.rangeBounds],
  ])('refuses %j: %s', (query, message) => {
    expect(firstMessage(query)).toBe(message);
  });

  it('builds the query string without empty filters, and it parses back', () => {
    const text = datasetSearchParams({
      search: ' acme ',
      state: ['Texas', ''],
      type: [],
      tab: 'investors',
      advanced_search: { keywords: [], naics: [] },
      offset: 0,
      limit: 10,
    });
    expect(text).toBe('search=acme&state=Texas&tab=investors&limit=10');
    const back = Object.fromEntries(new URLSearchParams(text));
    expect(datasetSearchSchema.parse(back)).toMatchObject({ search: 'acme', state: ['Texas'], tab: 'investors' });
  });
});

describe('free trial and sliders', () => {
  it('words the banner for 0, 1 and more searches left, and shows none without a trial', () => {
    expect(trialBannerText(0)).toBe(trialMessages.ended);
    expect(trialBannerText(1)).toBe(trialMessages.lastSearch);
    expect(trialBannerText(4)).toBe('You have 4 free searches left.');
    expect(trialBannerText(null)).toBeNull();
  });

  it('maps slider positions 0-100 to 1-1000 mm', () => {
    expect(sliderToMillions(0)).toBe(1);
    expect(sliderToMillions(100)).toBe(1000);
    expect(sliderToMillions(50)).toBe(31.62);
  });
});

describe('investor import row', () => {
  const row = (cells: Record<string, string>) =>
    investorImportRowSchema.safeParse({
      company_name: 'Acme',
      url: '',
      description: '',
      keywords: '',
      type: '',
      naics_six_digit_industry: '',
      us_state_full: '',
      country: '',
      hq_address: '',
      broad_specialty: '',
      narrow_specialty: '',
      sector_focus: '',
      specialty_interests: '',
      attribute_interests: '',
      supply_chain_position: '',
      preferred_ebitda: '',
      preferred_revenue: '',
      preferred_ev: '',
      typical_equity_investments: '',
      super_sector: '',
      market_cap: '',
      sources: '',
      activities: '',
      ...cells,
    });
  const messages = (result: ReturnType<typeof row>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

  it("reads the export's 'Not disclosed' preference back as none", () => {
    const result = row({ preferred_ebitda: 'Not disclosed', preferred_ev: 'not disclosed', preferred_revenue: '12' });
    expect(result.success && [result.data.preferred_ebitda, result.data.preferred_ev, result.data.preferred_revenue]).toEqual([
      null,
      null,
      12,
    ]);
    expect(messages(row({ preferred_ebitda: 'Not known' }))).toEqual(['preferred_ebitda must be an amount in millions, 0 or more']);
  });

  it('keeps web links of the website, the sources and the activities', () => {
    const result = row({
      url: 'https://acme.example/',
      sources: 'https://sec.example/acme; http://news.example/a',
      activities: JSON.stringify([{ date: '2024-01-02', title: 'Bought Beta', url: 'https://news.example/beta' }]),
    });
    expect(result.success && result.data.sources.map((source) => source.url)).toEqual([
      'https://acme.example',
      'https://sec.example/acme',
      'http://news.example/a',
    ]);
  });

  it('refuses links that are not web addresses: the page shows them as links', () => {
    expect(messages(row({ url: 'javascript:alert(1)' }))).toEqual([investorImportMessages.url]);
    expect(messages(row({ sources: 'https://ok.example; javascript:alert(1)' }))).toEqual([investorImportMessages.sourceUrl]);
    expect(messages(row({ sources: 'data:text/html,<script>' }))).toEqual([investorImportMessages.sourceUrl]);
    const activity = JSON.stringify([{ title: 'Deal', url: 'javascript:alert(1)' }]);
    expect(messages(row({ activities: activity }))).toEqual([investorImportMessages.activityUrl]);
  });
});
