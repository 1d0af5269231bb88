import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  INVESTOR_IMPORT_FIELDS,
  INVESTOR_IMPORT_HEADER_ALIASES,
  investorImportRowSchema,
  type InvestorImportField,
} from '@dealscout/domain';
import { inTransaction } from '../../db/transaction.js';
import { createStaging, importReport, importResult, mergeStaging, readInvestorRows, reasonOf, stageStored } from '../investors/index.js';
import type { ImportKind } from './import-kind.js';
import { mappedColumns } from './mapped-columns.js';
import { dropImportRows, stageImportRows } from './staging.js';

const AMOUNT = 'In millions of dollars: 25, $25 or 1,250; empty or "Not disclosed" is none.';
const LIST = "Several values separated by ';'.";

/** What the mapping table says of each field: its label and a line of help. */
const DESCRIBED: Record<InvestorImportField, [label: string, help: string]> = {
  company_name: ['Company name', 'Required. A row with the name of a known investor updates it.'],
  url: ['Website', 'A web address starting with http:// or https://.'],
  description: ['Description', 'What the company does, up to 20,000 characters.'],
  keywords: ['Keywords', LIST],
  type: ['Type', 'private equity, venture capital or corporation (empty: corporation).'],
  naics_six_digit_industry: ['NAICS industry', 'A NAICS code of 2 to 6 digits.'],
  us_state_full: ['US state', 'The state of its headquarters, by name or two-letter code.'],
  country: ['Country', 'The country of its headquarters.'],
  hq_address: ['HQ address', 'The address of its headquarters.'],
  broad_specialty: ['Broad specialty', 'Free text.'],
  narrow_specialty: ['Narrow specialty', 'Free text.'],
  sector_focus: ['Sector focus', `${LIST} Each one of the product's twelve sectors.`],
  specialty_interests: ['Specialty interests', LIST],
  attribute_interests: ['Attribute interests', LIST],
  supply_chain_position: ['Supply chain position', 'Free text.'],
  preferred_ebitda: ['Preferred EBITDA', AMOUNT],
  preferred_revenue: ['Preferred revenue', AMOUNT],
  preferred_ev: ['Preferred EV', AMOUNT],
  typical_equity_investments: ['Equity investment', AMOUNT],
  super_sector: ['Super sector', 'Free text.'],
  market_cap: ['Market cap', 'A market-cap bucket, as the dataset writes it.'],
  sources: ['Sources', `Web addresses; ${LIST.toLowerCase()}`],
  activities: ['Activities', 'A JSON list of { date, title, description, url }.'],
};

/** Headers an operator's export may use for a field, besides its name, its label and the product's own export's. */
const SYNONYMS: Partial<Record<InvestorImportField, string[]>> = {
  company_name: [
    'company',
    'firm',
    'firm name',
    'investor',
    'investor name',
    'organization',
    'organisation',
    'organization name',
    'account name',
  ],
  url: ['website url', 'web site', 'site', 'homepage', 'home page', 'web', 'domain', 'company website'],
  description: ['about', 'overview', 'summary', 'business description', 'profile'],
  keywords: ['tags', 'key words'],
  type: ['investor type', 'firm type'],
  naics_six_digit_industry: ['naics', 'naics code'],
  us_state_full: ['hq state', 'state province', 'province'],
  country: ['hq country'],
  hq_address: ['address', 'hq', 'headquarters', 'hq location'],
  sector_focus: ['sectors', 'sector', 'industry focus', 'preferred industries'],
  preferred_ebitda: ['ebitda', 'target ebitda'],
  preferred_revenue: ['revenue', 'target revenue'],
  preferred_ev: ['ev', 'enterprise value', 'target ev'],
  typical_equity_investments: ['equity', 'typical equity investment', 'investment size', 'check size'],
  sources: ['source', 'links', 'source urls'],
  market_cap: ['market capitalization', 'market capitalisation'],
};

const aliasesOf = (field: InvestorImportField) =>
  Object.entries(INVESTOR_IMPORT_HEADER_ALIASES).flatMap(([alias, target]) => (target === field ? [alias] : []));

const fields = INVESTOR_IMPORT_FIELDS.map((name) => ({
  name,
  label: DESCRIBED[name][0],
  help: DESCRIBED[name][1],
  required: name === 'company_name',
}));

/**
 * The investors' browser import (issue 39): the CSV import of import-investors.ts, its rows staged in
 * batches of 1,000 in short transactions (dataset_import_rows) and merged in one at the end, so requests
 * are served while the file is read.
 */
export const investorImportKind: ImportKind = {
  fields,
  synonyms: Object.fromEntries(INVESTOR_IMPORT_FIELDS.map((field) => [field, [...aliasesOf(field), ...(SYNONYMS[field] ?? [])]])),
  counts: { added: 'Added', updated: 'Updated', repeated: 'Repeated in the file', rejected: 'Rejected' },
  check(cells) {
    const parsed = investorImportRowSchema.safeParse(cells);
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => reasonOf([issue])))];
  },
  async run(db, input, mapping, onProgress) {
    const importId = randomUUID();
    try {
      const read = await readInvestorRows(input, {
        onProgress,
        columns: (headers) => mappedColumns(headers, mapping) as Map<InvestorImportField, number>,
        onBatch: (batch) => stageImportRows(db, importId, batch),
      });
      const result = await inTransaction(db, async (tx) => {
        await createStaging(tx);
        await stageStored(tx, importId);
        return importResult(read, await mergeStaging(tx, 'company_name'));
      });
      // The planner's statistics only: VACUUM (refreshInvestorStatistics) held PGlite's one connection for
      // 18 s after 100,000 rows; the visibility map is left to the hourly vacuum (autovacuum on PostgreSQL).
      await db.execute(sql`ANALYZE investors`);
      const counts = { added: result.inserted, updated: result.updated, repeated: result.repeated, rejected: result.rejected };
      return { rows: result.rows, counts, reported: result.reported };
    } finally {
      await dropImportRows(db, importId);
    }
  },
  report: (reported) => importReport(reported as Parameters<typeof importReport>[0]),
};
