import { parse } from 'csv-parse/sync';

/** One row of financedatabase_us_listed_equities.csv (the columns the build reads). */
export interface SourceRow {
  symbol: string;
  name: string;
  instrument_type: string;
  summary: string;
  sector: string;
  industry_group: string;
  industry: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  website: string;
  market_cap: string;
  composite_figi: string;
  delisted: string;
}

/** One company: the row that describes it best, its gaps filled from its other listings. */
export interface Company {
  /** composite FIGI of the best row, else the normalised name: stable across builds. */
  key: string;
  name: string;
  row: SourceRow;
}

/** Share-class, preferred-issue and note suffixes: "KKR & Co. Inc. 6.00% Series C ..." is KKR & Co. Inc. */
const LISTING_SUFFIX =
  /\s+(-\s.*|\d+(\.\d+)?%.*|(Class [A-Z]\b|Series [A-Z]\b|Common Stock|Ordinary Shares|American Depositary|Depositary|Preferred|Warrants?\b|Units?\b|Rights\b|Notes\b|Subordinated|Senior Notes|Fixed[- ]Rate|Floating[- ]Rate).*)$/i;

export function companyName(listingName: string): string {
  const name = listingName.replace(LISTING_SUFFIX, '').trim().replace(/,$/, '');
  // Some rows are in capitals ("BROOKFIELD ASSET MANAGEMENT INC").
  if (/[a-z]/.test(name) || name.length <= 5) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

export const nameKey = (name: string) =>
  companyName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

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

/** Parses the CSV, drops delisted and nameless rows, and merges the listings of one company (same name or composite FIGI). */
export function companiesFrom(csv: string): { companies: Company[]; listed: number; delisted: number; nameless: number } {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as SourceRow[];
  const active = rows.filter((row) => row.delisted !== 'True');
  // Placeholder listings ("** SEE<NCQ>") have no company behind them.
  const named = active.filter((row) => nameKey(row.name) && !/[<>]|^\*/.test(row.name));

  // Union-find over rows that share a name key or a composite FIGI.
  const parent = named.map((_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  const firstWith = new Map<string, number>();
  named.forEach((row, index) => {
    for (const key of [`name:${nameKey(row.name)}`, row.composite_figi && `figi:${row.composite_figi}`]) {
      if (!key) continue;
      const seen = firstWith.get(key);
      if (seen === undefined) firstWith.set(key, index);
      else parent[find(index)] = find(seen);
    }
  });
  const groups = new Map<number, SourceRow[]>();
  named.forEach((row, index) => {
    const root = find(index);
    groups.set(root, [...(groups.get(root) ?? []), row]);
  });

  const companies = [...groups.values()].map((group) => {
    const row = merged(group);
    return { key: row.composite_figi || nameKey(row.name), name: companyName(row.name), row };
  });
  return { companies, listed: rows.length, delisted: rows.length - active.length, nameless: active.length - named.length };
}
