import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { naicsOverrides, readNaicsOverrides } from '../scripts/build-investors/naics-overrides.js';
import { BUILD_REPORT_FILE, DATA_DIR } from '../src/modules/investors/dataset-files.js';
import { readShippedInvestors } from '../src/modules/investors/load-dataset.js';
import { naicsCatalogue } from '../src/modules/taxonomy/naics.service.js';

const CODES = new Set(naicsCatalogue().entries.map((entry) => entry.label));
const NAMES = ['Walmart Inc.', 'Home Depot, Inc.', 'Pacific Gas & Electric Co.', 'Pacific Gas & Electric Co.'];
const table = (...rows: string[]) => ['company,naics,reason', ...rows].join('\n');
const apply = (csv: string) => naicsOverrides(readNaicsOverrides(csv), NAMES, CODES);

describe('the NAICS override table', () => {
  it('sets a company’s code by its name in the dataset', () => {
    const overrides = apply(table('"Home Depot, Inc.",444110,"a home improvement retailer, not a homebuilder"'));
    expect(overrides.get('Home Depot, Inc.')).toEqual({
      line: 2,
      company: 'Home Depot, Inc.',
      naics: '444110',
      reason: 'a home improvement retailer, not a homebuilder',
    });
  });

  it('fails the build with the line of an unknown company, an invalid code, a shared name, a repeat or a missing reason', () => {
    expect(() => apply(table('Walmart Inc.,455211,warehouse clubs', 'Walmart Stores,455211,renamed'))).toThrow(
      'naics-overrides.csv:3: unknown company "Walmart Stores"',
    );
    expect(() => apply(table('Walmart Inc.,455299,warehouse clubs'))).toThrow('naics-overrides.csv:2: "455299" is not a NAICS 2022 code');
    expect(() => apply(table('Walmart Inc.,4552 11,warehouse clubs'))).toThrow('naics-overrides.csv:2: "4552 11" is not a NAICS 2022 code');
    expect(() => apply(table('Pacific Gas & Electric Co.,221122,a utility'))).toThrow(
      'naics-overrides.csv:2: 2 companies are named "Pacific Gas & Electric Co."',
    );
    expect(() => apply(table('Walmart Inc.,455211,warehouse clubs', 'Walmart Inc.,455219,general merchandise'))).toThrow(
      'naics-overrides.csv:3: "Walmart Inc." is already set on line 2',
    );
    expect(() => apply(table('Walmart Inc.,455211,'))).toThrow('naics-overrides.csv:2: a row needs a company, a NAICS code and a reason');
  });

  it('is applied to the shipped dataset, each row reported with its line', () => {
    const overrides = readNaicsOverrides();
    expect(overrides.length).toBeGreaterThan(200);
    const byName = new Map(readShippedInvestors().map((investor) => [investor.company_name, investor]));
    for (const override of overrides) expect(byName.get(override.company)?.naics_six_digit_industry, override.company).toBe(override.naics);
    const report = JSON.parse(readFileSync(path.join(DATA_DIR, BUILD_REPORT_FILE), 'utf8')) as {
      problems: { file: string; line: number }[];
    };
    const reported = report.problems.filter((problem) => problem.file === 'naics-overrides.csv').map((problem) => problem.line);
    expect(reported.sort((a, b) => a - b)).toEqual(overrides.map((override) => override.line));
  });
});
