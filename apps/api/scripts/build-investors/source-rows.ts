import { parse } from 'csv-parse/sync';
import type { BuildReport } from './build-report.js';
import { BLANK_CHECK, cleanRow, firstOfEachSymbol } from './row-checks.js';
import { companyName, nameKey } from '../../src/modules/investors/company-identity.js';
import type { SourceRow } from './source-row.js';

/** One company: the row that describes it best, its gaps filled from its other listings. */
export interface Company {
  /** composite FIGI of the best row, else the normalised name: stable across builds. */
  key: string;
  name: string;
  row: SourceRow;
}

/** How well a row describes its company: text, website, address, classification, a common-stock listing. */
function completeness(row: SourceRow): number {
  return (
    (row.summary ? 4 : 0) +
    (row.website ? 2 : 0) +
    (row.sector ? 2 : 0) +
    (row.city ? 1 : 0) +
    (/^[A-Z]+$/.test(row.symbol) ? 2 : 0) +
    (row.instrument_type === '' || row.instrument_type === 'Common Stock' ? 1 : 0)
  );
}

const byDescription = (a: SourceRow, b: SourceRow) =>
  completeness(b) - completeness(a) || a.symbol.length - b.symbol.length || a.symbol.localeCompare(b.symbol);

const FIELDS = ['summary', 'sector', 'industry_group', 'industry', 'country', 'website', 'market_cap', 'composite_figi'] as const;

function merged(rows: SourceRow[]): SourceRow {
  const [best, ...rest] = [...rows].sort(byDescription);
  const row = { ...best! };
  for (const field of FIELDS) if (!row[field]) row[field] = rest.find((other) => other[field])?.[field] ?? '';
  // City, state and zip travel together.
  if (!row.city && !row.state) {
    const located = rest.find((other) => other.city || other.state);
    if (located) Object.assign(row, { city: located.city, state: located.state, zipcode: located.zipcode });
  }
  return row;
}

/** The records of a CSV file, each with the line it starts on. */
export function recordsOf(csv: string): { line: number; record: Record<string, string> }[] {
  const parsed = parse(csv, { columns: true, skip_empty_lines: true, info: true, relax_column_count: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  return parsed.map(({ record, info }) => ({ line: info.lines, record }));
}

/** A company name the build can use: listings named like "** SEE<NCQ>" point at another listing and name no company. */
export { companyName, nameKey };

export const isCompanyName = (name: string) => Boolean(nameKey(name)) && !/[<>]|^\*/.test(name);

/**
 * The rows of file 1 (financedatabase_us_listed_equities.csv) the build keeps: delisted, nameless and
 * blank-check rows are left out, each reason counted; broken summaries and websites are cleaned.
 */
export function listedEquityRows(csv: string, report: BuildReport, file = 'us_listed_equities'): SourceRow[] {
  const records = recordsOf(csv);
  report.count(`${file}: rows read`, records.length);
  const rows: SourceRow[] = [];
  for (const { line, record } of records) {
    const row = {
      source: file,
      line,
      ...Object.fromEntries(COLUMNS.map((column) => [column, (record[column] ?? '').trim()])),
    } as SourceRow;
    if (row.delisted === 'True') report.count(`${file}: delisted, left out`);
    else if (!isCompanyName(row.name)) report.problem({ file, line, name: row.name, reason: 'no company name: left out' });
    else if (BLANK_CHECK.test(row.summary)) report.count(`${file}: blank-check company, left out`);
    else {
      cleanRow(row, report);
      rows.push(row);
    }
  }
  return firstOfEachSymbol(rows, file, report);
}

const COLUMNS = [
  'symbol',
  'name',
  'instrument_type',
  'summary',
  'sector',
  'industry_group',
  'industry',
  'country',
  'state',
  'city',
  'zipcode',
  'website',
  'market_cap',
  'composite_figi',
  'delisted',
] as const;

/**
 * The listings of one file grouped into companies: rows that share a name key or a composite FIGI are
 * one company (share classes, preferred issues), described by its best row with gaps filled from the rest.
 */
export function groupListings(rows: SourceRow[]): Company[] {
  // Union-find over rows that share a name key or a composite FIGI.
  const parent = rows.map((_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  const firstWith = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const key of [`name:${nameKey(row.name)}`, row.composite_figi && `figi:${row.composite_figi}`]) {
      if (!key) continue;
      const seen = firstWith.get(key);
      if (seen === undefined) firstWith.set(key, index);
      else parent[find(index)] = find(seen);
    }
  });
  const groups = new Map<number, SourceRow[]>();
  rows.forEach((row, index) => {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), row]);
  });

  const companies = [...groups.values()].map((group) => {
    const row = merged(group);
    return { key: row.composite_figi || nameKey(row.name), name: companyName(row.name), row };
  });
  return companies;
}
