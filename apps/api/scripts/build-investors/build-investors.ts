/**
 * npm run data:build: the shipped investor dataset and NAICS list, from ../shared/data (SOURCES.md),
 * written compact under apps/api/data/. Same inputs, same output bytes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { investorSchema, type Investor } from '@dealscout/domain';
import { API_ROOT } from '../../src/config.js';
import { BUILD_REPORT_FILE, FINANCE_DATABASE_CREDIT, INVESTORS_FILE, NAICS_FILE } from '../../src/modules/investors/dataset-files.js';
import { classifyIndustry, SECTOR_MAP } from './industry-map.js';
import { investorType } from './investor-type.js';
import { extractKeywords } from './keywords.js';
import { naicsEntries } from './naics-list.js';
import { naicsOverrides, OVERRIDES_FILE, readNaicsOverrides } from './naics-overrides.js';
import { hqAddress, regionNames, websiteUrl, type CountryRegions } from './places.js';
import { BuildReport } from './build-report.js';
import { fixMisfilings } from './misfilings.js';
import { fixHeadquarters } from './headquarters.js';
import { joinSources } from './join-sources.js';
import { NASDAQ_INDUSTRIES } from './nasdaq-industries.js';
import { NASDAQ_FILE, nasdaqRows } from './nasdaq-rows.js';
import { leaveOutNonCompanies } from './not-companies.js';
import type { SourceRow } from './source-row.js';
import { groupListings, listedEquityRows, type Company } from './source-rows.js';
import { specialtiesIn } from './specialties.js';

const sourceDir = process.env.DATA_SOURCE_DIR ?? path.resolve(API_ROOT, '../../../shared/data');
const read = (file: string) => readFileSync(path.join(sourceDir, file), 'utf8');

/** A stable UUID (version 5 layout) from the company's key: ids survive rebuilds, so saved leads keep pointing at them. */
function stableId(key: string): string {
  const hex = createHash('sha1').update(`financedatabase:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const nullIfEmpty = (value: string) => value.trim() || null;

const classificationOf = (row: SourceRow) =>
  classifyIndustry(
    { sector: row.sector, industryGroup: row.industry_group, industry: row.industry, summary: row.summary },
    row.refiled ?? (row.yahoo_industry ? NASDAQ_INDUSTRIES[row.yahoo_industry]?.naics : undefined),
  );

function investorOf(
  { company, naics, role }: { company: Company } & ReturnType<typeof classificationOf>,
  keywords: string[],
  stateName: (country: string, code: string) => string | null,
): Investor {
  const { row } = company;
  const sector = SECTOR_MAP[row.sector];
  const url = websiteUrl(row.website);
  return investorSchema.parse({
    id: stableId(company.key),
    company_name: company.name,
    url,
    description: nullIfEmpty(row.summary),
    keywords,
    type: investorType(row.sector, row.summary, company.name),
    naics_six_digit_industry: naics,
    us_state_full: stateName(row.country, row.state),
    country: nullIfEmpty(row.country),
    hq_address: hqAddress(row),
    broad_specialty: nullIfEmpty(row.industry_group),
    narrow_specialty: nullIfEmpty(row.industry),
    sector_focus: sector ? [sector] : [],
    specialty_interests: sector === 'Healthcare' ? specialtiesIn(row.summary) : [],
    attribute_interests: [],
    supply_chain_position: role,
    preferred_ebitda: null,
    preferred_revenue: null,
    preferred_ev: null,
    typical_equity_investments: null,
    super_sector: nullIfEmpty(row.sector),
    market_cap: nullIfEmpty(row.market_cap),
    sources: [...(url ? [{ title: 'Company website', url }] : []), FINANCE_DATABASE_CREDIT],
  });
}

function writeGzipJson(file: string, value: unknown) {
  const bytes = gzipSync(JSON.stringify(value), { level: 9 });
  writeFileSync(path.join(API_ROOT, 'data', file), bytes);
  return bytes.length;
}

const report = new BuildReport();
const countries = JSON.parse(read('country_region_data.json')) as CountryRegions[];
const stateName = regionNames(countries);
const usStates = countries.find((country) => country.countryShortCode === 'US')!.regions;
// File 1 (2026) is newer than the Nasdaq file (2023): where both hold a company, file 1 wins.
const companies = leaveOutNonCompanies(
  joinSources(
    groupListings(listedEquityRows(read('financedatabase_us_listed_equities.csv'), report)),
    groupListings(nasdaqRows(read('financedatabase_nasdaq_global_select_2023.csv'), report)),
    report,
    NASDAQ_FILE,
  ),
  report,
);
fixHeadquarters(companies, new Map(usStates.map((state) => [state.name.toLowerCase(), state.shortCode])), report);
fixMisfilings(companies, report);
const places = countries.flatMap((country) => [
  country.countryName,
  ...(country.countryShortCode === 'US' ? country.regions.map((region) => region.name) : []),
]);
const naics = naicsEntries(read('naics_2022_2-6digit_codes.csv'));
const naicsTitles = new Map(naics.map((entry) => [entry.label, entry.value]));
const classified = companies.map((company) => ({ company, ...classificationOf(company.row) }));
// The reviewed corrections of the NAICS audit (npm run data:audit-naics): a bad row fails the build with its line.
const overrides = naicsOverrides(
  readNaicsOverrides(),
  classified.map(({ company }) => company.name),
  new Set(naics.map((entry) => entry.label)),
);
for (const entry of classified) {
  const override = overrides.get(entry.company.name);
  if (!override) continue;
  const detail = `NAICS ${entry.naics ?? 'none'} -> ${override.naics}: ${override.reason}`;
  report.problem({
    file: OVERRIDES_FILE,
    line: override.line,
    name: entry.company.name,
    reason: 'NAICS code set by the override table',
    detail,
  });
  entry.naics = override.naics;
}
const keywords = extractKeywords(
  classified.map(({ company: { name, row }, naics }) => ({
    summary: row.summary,
    exclude: [name, row.city, row.country, stateName(row.country, row.state) ?? ''],
    industries: [
      row.industry,
      row.yahoo_industry ?? '',
      ...[6, 5, 4, 3].map((digits) => (naics && naics.length >= digits && naicsTitles.get(naics.slice(0, digits))) || ''),
      row.industry_group,
      row.sector,
    ],
  })),
  places,
);
const investors = classified
  .map((company, index) => investorOf(company, keywords[index]!, stateName))
  .sort((a, b) => a.company_name.localeCompare(b.company_name, 'en') || a.id.localeCompare(b.id));
const duplicateIds = investors.length - new Set(investors.map((investor) => investor.id)).size;
if (duplicateIds) throw new Error(`${duplicateIds} companies share an id`);

const investorBytes = writeGzipJson(INVESTORS_FILE, { investors });
writeFileSync(path.join(API_ROOT, 'data', BUILD_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
const naicsBytes = writeGzipJson(NAICS_FILE, naics);

const count = (type: Investor['type']) => investors.filter((investor) => investor.type === type).length;
console.log(
  [
    'Sources:',
    ...report.lines(),
    `Companies: ${investors.length}.`,
    `Types: ${count('corporation')} corporation, ${count('private equity')} private equity, ${count('venture capital')} venture capital.`,
    `With NAICS: ${investors.filter((investor) => investor.naics_six_digit_industry).length}; with a state: ${investors.filter((investor) => investor.us_state_full).length}; with keywords: ${investors.filter((investor) => investor.keywords.length).length}.`,
    `Wrote data/${INVESTORS_FILE} (${(investorBytes / 1024).toFixed(0)} KB), data/${NAICS_FILE} (${naics.length} codes, ${(naicsBytes / 1024).toFixed(0)} KB) and data/${BUILD_REPORT_FILE}.`,
  ].join('\n'),
);
