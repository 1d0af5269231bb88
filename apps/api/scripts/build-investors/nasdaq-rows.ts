import type { BuildReport } from './build-report.js';
import { GICS_PARENTS, NASDAQ_INDUSTRIES, SHELL_INDUSTRY } from './nasdaq-industries.js';
import { BLANK_CHECK, cleanRow, firstOfEachSymbol } from './row-checks.js';
import type { SourceRow } from './source-row.js';
import { isCompanyName, recordsOf } from './source-rows.js';

/**
 * The rows of the Nasdaq Global Select file (SOURCES.md 1b) as file-1 rows: Yahoo's industry placed in
 * file 1's taxonomy (kept as `yahoo_industry` for its NAICS code). Shell companies, nameless rows and
 * rows of an industry the map does not know are left out, each with its line and reason.
 */
/** The Nasdaq Global Select file's name in the build report and on its rows. */
export const NASDAQ_FILE = 'nasdaq_global_select';

export function nasdaqRows(csv: string, report: BuildReport, file = NASDAQ_FILE): SourceRow[] {
  const records = recordsOf(csv);
  report.count(`${file}: rows read`, records.length);
  const rows: SourceRow[] = [];
  for (const { line, record } of records) {
    const text = (column: string) => (record[column] ?? '').trim();
    const name = text('long_name') || text('short_name');
    const industry = text('industry');
    const placed = NASDAQ_INDUSTRIES[industry];
    if (industry === SHELL_INDUSTRY || BLANK_CHECK.test(text('summary'))) {
      report.count(`${file}: shell company, left out`);
      continue;
    }
    if (!isCompanyName(name)) {
      report.problem({ file, line, name, reason: 'no company name: left out' });
      continue;
    }
    if (industry && !placed) {
      report.problem({
        file,
        line,
        name,
        reason: 'unknown industry: left out',
        detail: `unknown industry ${JSON.stringify(industry)}: left out`,
      });
      continue;
    }
    const [sector, group] = placed ? GICS_PARENTS[placed.industry]! : ['', ''];
    const row: SourceRow = {
      source: file,
      line,
      symbol: text('symbol'),
      name,
      instrument_type: '',
      summary: text('summary'),
      sector,
      industry_group: group,
      industry: placed?.industry ?? '',
      yahoo_industry: industry,
      country: text('country'),
      state: text('state'),
      city: text('city'),
      zipcode: text('zipcode'),
      website: text('website'),
      market_cap: text('market_cap'),
      composite_figi: '',
      delisted: 'False',
    };
    cleanRow(row, report);
    rows.push(row);
  }
  return firstOfEachSymbol(rows, file, report);
}
