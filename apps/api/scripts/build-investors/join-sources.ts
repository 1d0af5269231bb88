import type { BuildReport } from './build-report.js';
import { nameKey, namesAgree, websiteHost } from '../../src/modules/investors/company-identity.js';
import type { SourceRow } from './source-row.js';
import type { Company } from './source-rows.js';

/** Fields a newer company takes from the older file where it has none of its own. */
const GAP_FIELDS = ['summary', 'website', 'market_cap', 'sector', 'industry_group', 'industry', 'yahoo_industry'] as const;

function fillGaps(newer: SourceRow, older: SourceRow) {
  for (const field of GAP_FIELDS) if (!newer[field] && older[field]) newer[field] = older[field];
  if (!newer.country && older.country) newer.country = older.country;
  if (!newer.city && !newer.state && (older.city || older.state))
    Object.assign(newer, { city: older.city, state: older.state, zipcode: older.zipcode });
}

/**
 * One company per real company across the two files: a company of the older file is the same as one
 * of the newer file with the same website host (where only one newer company has that host, and the
 * names agree), else with the same name key. The newer file wins; its gaps are filled from the older row. The rest of the
 * older file joins as companies of their own.
 */
export function joinSources(newer: Company[], older: Company[], report: BuildReport, olderFile: string): Company[] {
  const byHost = new Map<string, Company | null>();
  const byName = new Map<string, Company>();
  for (const company of newer) {
    const host = websiteHost(company.row.website);
    if (host) byHost.set(host, byHost.has(host) ? null : company);
    byName.set(nameKey(company.name), company);
  }
  const joined = [...newer];
  for (const company of older) {
    const host = websiteHost(company.row.website);
    const hostCompany = host ? byHost.get(host) : undefined;
    const sameHost = hostCompany && namesAgree(hostCompany.name, company.name) ? hostCompany : undefined;
    const same = sameHost ?? byName.get(nameKey(company.name));
    if (same) {
      fillGaps(same.row, company.row);
      report.count(`${olderFile}: merged into a company of the newer file (${sameHost ? 'same website' : 'same name'})`);
    } else {
      joined.push(company);
      report.count(`${olderFile}: companies added`);
    }
  }
  return joined;
}
