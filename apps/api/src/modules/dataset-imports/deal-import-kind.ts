import { DEAL_IMPORT_FIELDS, DEAL_IMPORT_HEADER_ALIASES, dealImportRowSchema, type DealImportField } from '@dealscout/domain';
import { dealImportReport, importDeals, reasonOf, type ReportedDealRow } from '../investors/index.js';
import type { ImportKind } from './import-kind.js';
import { mappedColumns } from './mapped-columns.js';

const today = () => new Date().toISOString().slice(0, 10);

/** What the mapping table says of each field: its label, a line of help, and whether it must be mapped. */
const DESCRIBED: Record<DealImportField, [label: string, help: string, required?: true]> = {
  investor_name: ['Investor name', 'Whose deal it is: an investor or company of the dataset (its name, or its website below).'],
  investor_website: ['Investor website', 'Finds the investor by its website first (http:// or https://).'],
  kind: ['Kind', 'acquisition, investment, divestiture or other (empty: acquisition).'],
  counterpart_name: ['Counterpart name', 'The company bought, invested in or sold.', true],
  counterpart_website: ['Counterpart website', 'Links it to its own page when it is in the dataset.'],
  counterpart_description: ['Counterpart description', 'What it does, up to 5,000 characters: Florence compares it with your company.'],
  counterpart_naics: ['Counterpart NAICS', 'A NAICS code of 2 to 6 digits.'],
  counterpart_categories: ['Counterpart categories', "Its industries or categories, separated by ';'."],
  amount_usd: ['Amount (USD)', 'In dollars: 2500000, $2.5M or 1.2B; empty where undisclosed.'],
  date: ['Date', 'When it closed: 2024-03-31 or 03/31/2024; never in the future.', true],
  source_url: ['Source', 'A web address that reports the deal.'],
};

const SYNONYMS: Partial<Record<DealImportField, string[]>> = {
  investor_name: ['acquirer', 'buyer', 'investor', 'acquiror', 'buyer name', 'investor name', 'acquirer name'],
  investor_website: ['acquirer website', 'buyer website', 'investor url', 'acquirer url'],
  counterpart_name: ['target', 'target name', 'company', 'company name', 'portfolio company', 'acquired company'],
  counterpart_website: ['target website', 'target url', 'company website'],
  counterpart_description: ['target description', 'business description', 'description', 'company description'],
  counterpart_categories: ['categories', 'industry', 'sector', 'target industry', 'verticals'],
  amount_usd: ['deal value', 'deal size', 'price', 'price usd', 'amount', 'transaction value', 'deal amount'],
  date: ['deal date', 'close date', 'closed date', 'announced date', 'acquired at', 'completion date'],
  kind: ['deal type', 'type', 'transaction type'],
  source_url: ['source', 'url', 'link', 'news url'],
};

const aliasesOf = (field: DealImportField) =>
  Object.entries(DEAL_IMPORT_HEADER_ALIASES).flatMap(([alias, target]) => (target === field ? [alias] : []));

/**
 * The deals' browser import (issue 39): the deals CSV import of import-deals.ts with the wizard's exact
 * mapping. The file is read and matched outside any transaction; only the write of the deals is one.
 */
export const dealImportKind: ImportKind = {
  fields: DEAL_IMPORT_FIELDS.map((name) => ({
    name,
    label: DESCRIBED[name][0],
    help: DESCRIBED[name][1],
    required: DESCRIBED[name][2] === true,
  })),
  synonyms: Object.fromEntries(DEAL_IMPORT_FIELDS.map((field) => [field, [...aliasesOf(field), ...(SYNONYMS[field] ?? [])]])),
  counts: { added: 'Added', updated: 'Updated', unmatched: 'Unmatched', rejected: 'Rejected' },
  check(cells) {
    const parsed = dealImportRowSchema(today()).safeParse(cells);
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => reasonOf([issue])))];
  },
  async run(db, input, mapping, onProgress) {
    const result = await importDeals(db, input, {
      onProgress,
      columns: (headers) => mappedColumns(headers, mapping) as Map<DealImportField, number>,
    });
    const counts = { added: result.added, updated: result.updated, unmatched: result.unmatched, rejected: result.rejected };
    return { rows: result.rows, counts, reported: result.reported };
  },
  report: (reported) => dealImportReport(reported as ReportedDealRow[]),
};
