import { describe, expect, it } from 'vitest';
import { BuildReport } from '../scripts/build-investors/build-report.js';
import { fundOrCertificate, leaveOutNonCompanies } from '../scripts/build-investors/not-companies.js';
import type { SourceRow } from '../scripts/build-investors/source-row.js';
import type { Company } from '../scripts/build-investors/source-rows.js';

// Names and summaries as the sources give them (file 1 and the Nasdaq file), shortened after their opening sentences.
const FUNDS: [string, string][] = [
  [
    'BlackRock Municipal Income Trust',
    'BlackRock Municipal Income Investment Trust is a closed-end management investment company investing primarily in municipal bonds.',
  ],
  [
    'Eaton Vance Senior Floating-Rate Trust',
    'Eaton Vance Senior Floating-Rate Trust is a closed-ended fixed income mutual fund launched and managed by Eaton Vance Management.',
  ],
  [
    'MFS Municipal Income Trust',
    'MFS Municipal Income Trust is a close ended fixed income mutual fund launched and managed by Massachusetts Financial Services Company.',
  ],
  [
    'The Gabelli Equity Trust Inc.',
    'The Gabelli Equity Trust Inc. is a closed ended equity mutual fund launched by GAMCO Investors, Inc. The fund is managed by Gabelli Funds, LLC.',
  ],
  [
    'Central Securities Corp.',
    'Central Securities Corp. is a publicly owned investment manager. The firm invests in the public equity markets of the United States.',
  ],
  [
    'Sprott Physical Gold Trust',
    'Sprott Physical Gold Trust is a closed-end mutual fund trust that invests and holds substantially all of its assets in physical gold bullion.',
  ],
  [
    'XAI Octagon',
    'XAI Octagon Floating Rate & Alternative Income Term Trust 6.50% Series 2026 Term Preferred Shares is a preferred equity investment.',
  ],
];
const CERTIFICATES: [string, string][] = [
  [
    'STRATS Trust for Goldman Sachs Group Securities, Series 2006-2',
    'STRATS Trust for Goldman Sachs Group Securities, Series 2006-2 is a unit investment trust that holds securities related to the Goldman Sachs Group.',
  ],
  [
    'SCE Trust VII',
    'SCE Trust VII is a trust associated with Southern California Edison (SCE). It issued 7.50% Trust Preference Securities.',
  ],
  ['Corporate Backed Trust Certific', ''],
  [
    'Merrill Lynch Capital Trust I GTD CAP',
    'Merrill Lynch Capital Trust I GTD CAP 6.45% represents guaranteed capital securities issued by Merrill Lynch Capital Trust I.',
  ],
];
const COMPANIES: [string, string][] = [
  // Business development companies, closed-end or not, and a fund that buys private companies.
  [
    'Main Street Capital Corporation',
    'Main Street Capital Corporation is a private equity firm specializes in equity capital to lower middle market companies.',
  ],
  [
    'Oxford Square Capital Corp.',
    'Oxford Square Capital Corp. is a business development company, operates as a closed-end, non-diversified management investment company.',
  ],
  [
    'Destiny Tech100 Inc.',
    'Destiny Tech100 Inc. Common Stock is a closed-end management investment company that intends to invest primarily in private, late-stage venture-backed companies.',
  ],
  [
    'Barings Participation Investors',
    'Barings Participation Investors is a closed ended fixed income mutual fund launched and managed by Barings LLC. The fund invests in the fixed income markets of the United States. It primarily invests in below-investment grade, long-term corporate debt obligations which are directly purchased from its issuers.',
  ],
  // REITs, royalty trusts, asset managers and operating companies.
  [
    'Realty Income Corporation',
    'Realty Income, The Monthly Dividend Company, is an S&P 500 company dedicated to providing stockholders with dependable monthly income. The company is structured as a REIT.',
  ],
  [
    'Permian Basin Royalty Trust',
    'Permian Basin Royalty Trust, an express trust, holds overriding royalty interests in various oil and gas properties in the United States.',
  ],
  [
    'Invesco Ltd.',
    'Invesco Ltd. is a publicly owned investment manager. The firm provides its services to retail clients, institutional clients, high-net worth clients.',
  ],
  [
    'Apple Inc.',
    'Apple Inc. designs, manufactures, and markets smartphones, personal computers, tablets, wearables, and accessories worldwide.',
  ],
];

describe('companies only: what is not a company that buys businesses', () => {
  it('recognises closed-end funds of listed securities, bonds or bullion, and trust certificates', () => {
    expect(FUNDS.map(([name, summary]) => [name, fundOrCertificate(name, summary)])).toEqual(
      FUNDS.map(([name]) => [name, 'closed-end fund']),
    );
    expect(CERTIFICATES.map(([name, summary]) => [name, fundOrCertificate(name, summary)])).toEqual(
      CERTIFICATES.map(([name]) => [name, 'trust certificate']),
    );
  });

  it('keeps BDCs, funds that buy private companies, REITs, royalty trusts, asset managers and operating companies', () => {
    expect(COMPANIES.map(([name, summary]) => [name, fundOrCertificate(name, summary)])).toEqual(COMPANIES.map(([name]) => [name, null]));
  });

  const company = (name: string, row: Partial<SourceRow> = {}): Company => ({
    key: name,
    name,
    row: { source: 'us_listed_equities', line: 2, name, symbol: 'X', summary: '', website: '', ...row } as SourceRow,
  });

  it('leaves out the preferred-share and note lines of a company already present, each reported with its reason', () => {
    const companies = [
      company('The Goldman Sachs Group, Inc.', {
        summary: 'The Goldman Sachs Group, Inc., a financial institution, provides a range of financial services.',
      }),
      company('Goldman Sachs Group Inc. (The) Dep Shs repstg 1/1000', {
        line: 7,
        summary:
          'The Goldman Sachs Group Inc. (The) Dep Shs repstg 1/1000 Pfd Ser D Fltg represents a fractional ownership in a series of preferred stock issued by Goldman Sachs.',
      }),
      company('JPMorgan Chase & Co.', { summary: 'JPMorgan Chase & Co. operates as a financial services company worldwide.' }),
      company('J P Morgan Chase & Co', {
        summary:
          "This ticker represents a depositary share, each representing a 1/400th interest in a share of JPMorgan Chase & Co's 6.00% Non-Cumulative Preferred Stock Series EE.",
      }),
      company('Bank of America Corporation', {
        summary: 'Bank of America Corporation, through its subsidiaries, provides banking and financial products and services.',
      }),
      company('Bank of America Corporation Income Capital Obligation', {
        summary: 'Bank of America Corporation Income Capital Obligation Notes initially due December 15, 2066, represent debt securities.',
      }),
      company('Two Harbors Investment Corp.', {
        summary: 'Two Harbors Investment Corp. invests in, finances, and manages mortgage servicing rights.',
      }),
      company('Two Harbors Investments Corp', {
        summary:
          'Two Harbors Investments Corp 8.125% Series A Fixed-to-Floating Rate Cumulative Redeemable Preferred Stock represents a class of preferred equity.',
      }),
      company('Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perp.', {
        name: 'Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perp. Preferred Stock Series G',
        summary: 'Navios Maritime Holdings Inc. is a shipping company that owns and operates a fleet of dry bulk carriers.',
      }),
      company('Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perpetual', {
        name: 'Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perpetual Preferred Stock Series H',
        summary: 'Navios Maritime Holdings Inc. is a shipping company that owns and operates a fleet of dry bulk carriers.',
      }),
    ];
    const report = new BuildReport();
    const kept = leaveOutNonCompanies(companies, report);
    expect(kept.map((each) => each.name)).toEqual([
      'The Goldman Sachs Group, Inc.',
      'JPMorgan Chase & Co.',
      'Bank of America Corporation',
      'Two Harbors Investment Corp.',
      // The issuer has no listing of its own: its shortest-named line stands for it.
      'Navios Maritime Holdings Inc. Sponsored ADR Representing 1/100th Perp.',
    ]);
    expect(report.get('us_listed_equities: a preferred-share or note line of a company already present: left out')).toBe(5);
    expect(report.problems[0]).toMatchObject({
      line: 7,
      name: 'Goldman Sachs Group Inc. (The) Dep Shs repstg 1/1000',
      detail: 'a preferred-share or note line of "The Goldman Sachs Group, Inc.": left out',
    });
  });

  it('keeps a company that only shares a first word, or whose lines are all there is of it', () => {
    const companies = [
      company('The Southern Company', {
        summary: 'The Southern Company, through its subsidiaries, engages in the generation of electricity.',
      }),
      company('Southern California Edison Company', {
        summary:
          'Southern California Edison Company is a public utility that supplies electricity to Southern California. SCE^J represents 5.375% Trust Preference Securities.',
      }),
      company('BRC Inc.', { summary: 'BRC Inc. Class A Common Stock operates as a coffee company that roasts coffee.' }),
      company('BRC Group Holdings, Inc.', {
        symbol: 'RILYL',
        name: 'BRC Group Holdings, Inc. 7.375% Senior Notes due 2026',
        summary: 'B. Riley Financial, Inc., through its subsidiaries, provides collaborative financial services and solutions.',
      }),
      company('PartnerRe Ltd.', {
        summary:
          'PartnerRe Ltd. 4.875% Fixed Rate Non-Cumulative Redeemable Preferred Shares Series J represents preferred stock issued by PartnerRe, a global reinsurer.',
      }),
    ];
    const kept = leaveOutNonCompanies(companies, new BuildReport());
    expect(kept.map((each) => each.name)).toEqual(companies.map((each) => each.name));
  });

  it('leaves out a fund and the lines of a fund left out, and lists each with its reason', () => {
    const report = new BuildReport();
    const kept = leaveOutNonCompanies(
      [
        company('The Gabelli Utility Trust', { summary: FUNDS[3]![1].replace('Equity Trust Inc.', 'Utility Trust') }),
        company('Gabelli Utility Trust (The) Rig', { name: 'Gabelli Utility Trust (The) Rig', line: 9 }),
        company('Main Street Capital Corporation', { summary: COMPANIES[0]![1] }),
      ],
      report,
    );
    expect(kept.map((each) => each.name)).toEqual(['Main Street Capital Corporation']);
    expect(report.problems.map((problem) => [problem.line, problem.name, problem.reason])).toEqual([
      [2, 'The Gabelli Utility Trust', 'a closed-end fund holding listed securities, bonds or bullion: left out'],
      [9, 'Gabelli Utility Trust (The) Rig', 'a closed-end fund holding listed securities, bonds or bullion: left out'],
    ]);
  });
});
