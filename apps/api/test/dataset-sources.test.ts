import { describe, expect, it } from 'vitest';
import { BuildReport } from '../scripts/build-investors/build-report.js';
import { fixHeadquarters } from '../scripts/build-investors/headquarters.js';
import { joinSources } from '../scripts/build-investors/join-sources.js';
import { websiteHost } from '../src/modules/investors/company-identity.js';
import { nasdaqRows } from '../scripts/build-investors/nasdaq-rows.js';
import type { SourceRow } from '../scripts/build-investors/source-row.js';
import { groupListings, type Company } from '../scripts/build-investors/source-rows.js';

const HEADER = 'symbol,long_name,short_name,summary,currency,sector,industry,exchange,market,country,state,city,zipcode,website,market_cap';

function nasdaqCsv(rows: Partial<Record<'symbol' | 'name' | 'summary' | 'industry' | 'website' | 'state', string>>[]) {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return [
    HEADER,
    ...rows.map((row) =>
      [
        row.symbol ?? 'SYM',
        quote(row.name ?? 'Acme Inc.'),
        quote(row.name ?? 'Acme Inc.'),
        quote(row.summary ?? 'Acme Inc. makes dental implants and imaging systems for dental practices.'),
        'USD',
        'Healthcare',
        quote(row.industry ?? 'Medical Instruments & Supplies'),
        'NMS',
        'us_market',
        'United States',
        row.state ?? 'NC',
        'Charlotte',
        '28277',
        row.website ?? 'http://www.acme.example',
        'Large Cap',
      ].join(','),
    ),
  ].join('\n');
}

describe('the Nasdaq Global Select file', () => {
  it('places Yahoo industries in the GICS taxonomy and leaves shell companies out', () => {
    const report = new BuildReport();
    const rows = nasdaqRows(
      nasdaqCsv([
        { symbol: 'XRAY', name: 'DENTSPLY SIRONA Inc.' },
        { symbol: 'SPAC', name: 'Blank Acquisition Corp.', industry: 'Shell Companies' },
      ]),
      report,
      'nasdaq',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'nasdaq',
      line: 2,
      sector: 'Health Care',
      industry_group: 'Health Care Equipment & Services',
      industry: 'Health Care Equipment & Supplies',
      yahoo_industry: 'Medical Instruments & Supplies',
    });
    expect(report.get('nasdaq: rows read')).toBe(2);
    expect(report.get('nasdaq: shell company, left out')).toBe(1);
  });

  it('reports each bad row with its line and reason and goes on: never a half-filled row', () => {
    const report = new BuildReport();
    const rows = nasdaqRows(
      nasdaqCsv([
        { symbol: 'AAA', name: 'Broken Summary Inc.', summary: 'Broken \u0000 text' },
        { symbol: 'BBB', name: 'Odd Industry Inc.', industry: 'Time Travel' },
        { symbol: 'CCC', name: '' },
        { symbol: 'AAA', name: 'Second Listing Inc.' },
        { symbol: 'DDD', name: 'Bad Website Inc.', website: 'not a website' },
      ]),
      report,
      'nasdaq',
    );
    expect(rows.map((row) => [row.name, row.summary.length > 0, row.website])).toEqual([
      ['Broken Summary Inc.', false, 'http://www.acme.example'],
      ['Bad Website Inc.', true, ''],
    ]);
    expect(report.problems.map((problem) => [problem.line, problem.reason])).toEqual([
      [2, 'summary is broken: dropped, company kept'],
      [3, 'unknown industry: left out'],
      [4, 'no company name: left out'],
      [6, 'website is not a URL: dropped, company kept'],
      [5, 'duplicate symbol: left out'],
    ]);
  });

  it('makes share classes one company', () => {
    const report = new BuildReport();
    const companies = groupListings(
      nasdaqRows(
        nasdaqCsv([
          { symbol: 'GOOG', name: 'Alphabet Inc.' },
          { symbol: 'GOOGL', name: 'Alphabet Inc.' },
        ]),
        report,
      ),
    );
    expect(companies.map((company) => company.name)).toEqual(['Alphabet Inc.']);
  });
});

const company = (name: string, row: Partial<SourceRow>): Company => ({
  key: name,
  name,
  row: {
    source: 'test',
    line: 2,
    symbol: '',
    name,
    instrument_type: '',
    summary: '',
    sector: '',
    industry_group: '',
    industry: '',
    country: 'United States',
    state: '',
    city: '',
    zipcode: '',
    website: '',
    market_cap: '',
    composite_figi: '',
    delisted: 'False',
    ...row,
  },
});

describe('one row per company across both files', () => {
  it('recognises a company by its website host, else by its name; the newer file wins and keeps its gaps filled', () => {
    const report = new BuildReport();
    const newer = [
      company('Cisco Systems, Inc.', { website: 'https://www.cisco.com', summary: 'Cisco makes networking equipment.' }),
      company('Henry Schein, Inc.', { website: '', market_cap: '' }),
    ];
    const older = [
      company('Cisco Systems Inc', { website: 'http://cisco.com/', summary: 'Older text.', market_cap: 'Mega Cap' }),
      company('Henry Schein Inc.', { market_cap: 'Large Cap', website: 'http://www.henryschein.com' }),
      company('Amgen Inc.', { website: 'http://www.amgen.com' }),
    ];
    const joined = joinSources(newer, older, report, 'older');
    expect(joined.map((entry) => entry.name)).toEqual(['Cisco Systems, Inc.', 'Henry Schein, Inc.', 'Amgen Inc.']);
    expect(joined[0]!.row).toMatchObject({ summary: 'Cisco makes networking equipment.', market_cap: 'Mega Cap' });
    expect(joined[1]!.row).toMatchObject({ market_cap: 'Large Cap', website: 'http://www.henryschein.com' });
    expect(report.get('older: merged into a company of the newer file (same website)')).toBe(1);
    expect(report.get('older: merged into a company of the newer file (same name)')).toBe(1);
    expect(report.get('older: companies added')).toBe(1);
  });

  it('does not join on a website the names disagree with (fund families, a row with another company’s site)', () => {
    const newer = [company('Whirlpool Corporation', { website: 'http://www.poolcorp.com' })];
    const joined = joinSources(newer, [company('Pool Corporation', { website: 'http://www.poolcorp.com' })], new BuildReport(), 'older');
    expect(joined.map((entry) => entry.name)).toEqual(['Whirlpool Corporation', 'Pool Corporation']);
  });

  it('reads hosts without scheme, www or path', () => {
    expect(websiteHost('http://www.Apple.com/investor')).toBe('apple.com');
    expect(websiteHost('abc.xyz')).toBe('abc.xyz');
    expect(websiteHost('')).toBeNull();
  });
});

describe('headquarters faults', () => {
  const states = new Map([
    ['texas', 'TX'],
    ['new jersey', 'NJ'],
  ]);

  it('gives a US company without a state the state its summary names', () => {
    const report = new BuildReport();
    const companies = [company('Solid Power', { summary: 'It makes batteries. The company is headquartered in Austin, Texas.' })];
    fixHeadquarters(companies, states, report);
    expect(companies[0]!.row).toMatchObject({ country: 'United States', state: 'TX', city: 'Austin' });
    expect(report.get('US companies without a state given the state their summary names')).toBe(1);
  });

  it('moves a company listed abroad whose summary says it is headquartered in a US state', () => {
    const report = new BuildReport();
    const summary = 'It makes point-of-care diagnostic tests. Akers Biosciences is headquartered in Thorofare, New Jersey.';
    const companies = [company('Akers Biosciences, Inc.', { country: 'Norway', summary, zipcode: '0150' })];
    fixHeadquarters(companies, states, report);
    expect(companies[0]!.row).toMatchObject({ country: 'United States', state: 'NJ', city: 'Thorofare', zipcode: '' });
    expect(report.problems[0]).toMatchObject({
      reason: 'listed in another country, headquartered in a US state: moved to the United States',
    });
  });

  it('leaves a company abroad alone when its summary names no US state', () => {
    const companies = [company('Shopify', { country: 'Canada', summary: 'It is headquartered in Ottawa, Canada.' })];
    fixHeadquarters(companies, states, new BuildReport());
    expect(companies[0]!.row.country).toBe('Canada');
  });
});
