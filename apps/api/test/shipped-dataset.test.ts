import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STOP_WORDS } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { MIN_KEYWORDS } from '../scripts/build-investors/keywords.js';
import { GICS_PARENTS, NASDAQ_INDUSTRIES } from '../scripts/build-investors/nasdaq-industries.js';
import { fundOrCertificate, LEFT_OUT_REASONS } from '../scripts/build-investors/not-companies.js';
import { BLANK_CHECK } from '../scripts/build-investors/row-checks.js';
import { INDUSTRY_MAP } from '../scripts/build-investors/industry-map.js';
import { BUILD_REPORT_FILE, DATA_DIR } from '../src/modules/investors/dataset-files.js';
import { readShippedInvestors } from '../src/modules/investors/load-dataset.js';
import { naicsCatalogue } from '../src/modules/taxonomy/naics.service.js';

const investors = readShippedInvestors();
const report = JSON.parse(readFileSync(path.join(DATA_DIR, BUILD_REPORT_FILE), 'utf8')) as {
  counts: Record<string, number>;
  problems: { file: string; line: number; name: string; reason: string }[];
};

describe('the shipped dataset (Dataset 2)', () => {
  it('holds both files, no shell company, and names the large Nasdaq acquirers', () => {
    // 4,831 before closed-end funds, trust certificates and preferred or note lines were left out (issue 40).
    expect(investors.length).toBeGreaterThan(4_500);
    expect(investors.length).toBeLessThan(5_600);
    expect(investors.filter((investor) => BLANK_CHECK.test(investor.description ?? '')).map((investor) => investor.company_name)).toEqual(
      [],
    );
    const names = new Set(investors.map((investor) => investor.company_name));
    for (const name of ['Microsoft Corporation', 'Apple Inc.', 'Alphabet Inc.', 'Amgen Inc.', 'Henry Schein, Inc.', 'Cisco Systems, Inc.'])
      expect(names.has(name), name).toBe(true);
    expect(new Set(investors.map((investor) => investor.id)).size).toBe(investors.length);
  });

  it('files hospital, dialysis and senior-living operators as care providers, device and food makers as makers', () => {
    const byName = new Map(investors.map((investor) => [investor.company_name, investor]));
    for (const name of ['HCA Healthcare, Inc.', 'Universal Health Services, Inc.', 'Tenet Healthcare Corporation', 'DaVita Inc.']) {
      expect(byName.get(name), name).toMatchObject({
        narrow_specialty: 'Health Care Providers & Services',
        supply_chain_position: 'Healthcare Provider',
      });
    }
    for (const name of ['Becton, Dickinson and Company', 'Medtronic plc', 'Stryker Corporation', 'Zimmer Biomet Holdings, Inc.']) {
      expect(byName.get(name), name).toMatchObject({
        narrow_specialty: 'Health Care Equipment & Supplies',
        supply_chain_position: 'Medical Product Manufacturer',
      });
    }
    expect(byName.get('The Hershey Company')).toMatchObject({
      narrow_specialty: 'Food Products',
      supply_chain_position: 'Manufacturer or Brand',
    });
    expect(byName.get('Sysco Corporation')).toMatchObject({ supply_chain_position: 'Distributor or Wholesaler' });
    expect(byName.get('The Kroger Co.')).toMatchObject({ supply_chain_position: 'Retailer' });
  });

  it('holds companies only: no closed-end fund, trust certificate or line of a company present, each left out reported', () => {
    expect(
      investors
        .filter((investor) => fundOrCertificate(investor.company_name, investor.description ?? ''))
        .map((investor) => investor.company_name),
    ).toEqual([]);
    const names = new Set(investors.map((investor) => investor.company_name));
    const present = (...list: string[]) => list.filter((name) => names.has(name));
    expect(
      present(
        'BlackRock Municipal Income Trust',
        'SCE Trust VII',
        'Goldman Sachs Group Inc. (The) Dep Shs repstg 1/1000',
        'J P Morgan Chase & Co',
      ),
    ).toEqual([]);
    // Kept: the companies those lines belong to, BDCs, REITs.
    const kept = ['The Goldman Sachs Group, Inc.', 'JPMorgan Chase & Co.', 'Main Street Capital Corporation', 'Realty Income Corporation'];
    expect(present(...kept)).toEqual(kept);
    const leftOut = (reason: string) =>
      Object.entries(report.counts)
        .filter(([what]) => what.endsWith(LEFT_OUT_REASONS[reason as keyof typeof LEFT_OUT_REASONS]))
        .reduce((sum, [, count]) => sum + count, 0);
    expect(leftOut('closed-end fund')).toBeGreaterThan(100);
    expect(leftOut('trust certificate')).toBeGreaterThan(10);
    expect(leftOut('preferred or note line')).toBeGreaterThan(40);
    const listed = report.problems.filter((problem) => Object.values(LEFT_OUT_REASONS).includes(problem.reason));
    expect(listed.length).toBe(leftOut('closed-end fund') + leftOut('trust certificate') + leftOut('preferred or note line'));
  });

  it('keywords a dealmaker would write: no stop word, at least five for every company with a summary', () => {
    expect(STOP_WORDS.size).toBeGreaterThanOrEqual(300);
    const stopped = investors.flatMap((investor) =>
      investor.keywords
        .filter((keyword) => STOP_WORDS.has(keyword) || keyword.split(' ').some((word) => STOP_WORDS.has(word)))
        .map((keyword) => `${investor.company_name}: ${keyword}`),
    );
    expect(stopped).toEqual([]);
    const few = investors.filter((investor) => investor.description && investor.keywords.length < MIN_KEYWORDS);
    expect(few.map((investor) => `${investor.company_name}: ${investor.keywords.join(', ')}`)).toEqual([]);
  });

  it('the build mapped every industry of the Nasdaq file and reported what it left out', () => {
    expect(report.problems.filter((problem) => problem.reason.startsWith('unknown industry'))).toEqual([]);
    expect(report.counts['nasdaq_global_select: rows read']).toBe(2_335);
    expect(report.counts['nasdaq_global_select: shell company, left out']).toBeGreaterThanOrEqual(309);
    for (const problem of report.problems) expect(problem.line).toBeGreaterThan(1);
  });

  it('places each Nasdaq industry in a known GICS industry with valid NAICS codes', () => {
    const codes = new Set(naicsCatalogue().entries.map((entry) => entry.label));
    for (const [yahoo, placed] of Object.entries(NASDAQ_INDUSTRIES)) {
      expect(INDUSTRY_MAP[placed.industry], yahoo).toBeDefined();
      expect(GICS_PARENTS[placed.industry], yahoo).toBeDefined();
      for (const code of [placed.naics?.naics, ...(placed.naics?.refine ?? []).map((entry) => entry[1])])
        if (code) expect(codes.has(code), `${yahoo}: ${code}`).toBe(true);
    }
  });
});
