import type { Readable } from 'node:stream';
import {
  csvText,
  dealImportMessages,
  dealImportOutcomes,
  dealImportRowSchema,
  type DealImportField,
  type DealImportMapping,
  type DealImportRow,
} from '@dealscout/domain';
import type { Database } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { nameKey } from '../company-identity.js';
import { refreshInvestorStatistics } from '../investor-statistics.js';
import { csvRecords, reasonOf, recordProblem } from './csv-records.js';
import { dealCellsOf, dealColumnsFor } from './deal-columns.js';
import { investorMatcher } from './investor-matcher.js';
import { writeDeals, type MatchedDeal } from './write-deals.js';

/** A row read that was not added as a new deal, and why. */
export interface ReportedDealRow {
  line: number;
  outcome: 'updated' | 'unmatched' | 'rejected';
  reason: string;
}

/** Every row read is one of: added, updated (the same investor, counterpart and date), unmatched (no investor found) or rejected. */
export interface DealImportResult {
  rows: number;
  added: number;
  updated: number;
  unmatched: number;
  rejected: number;
  reported: ReportedDealRow[];
}

export interface DealImportOptions {
  mapping?: DealImportMapping;
  /** Called every few thousand rows with the rows read so far. */
  onProgress?: (rowsRead: number) => void;
  /** The last date a deal may carry (YYYY-MM-DD): today, unless a test says otherwise. */
  today?: string;
  /** Which column feeds each field, from the headers (the browser's exact mapping); else dealColumnsFor's guess. */
  columns?: (headers: string[]) => Map<DealImportField, number>;
}

const PROGRESS_EVERY = 2_000;

interface ReadRow {
  line: number;
  row: DealImportRow;
}

/** Reads and checks every row; a file that is not CSV, or lacks the columns, throws before anything is written. */
async function readDeals(input: Readable, options: DealImportOptions) {
  const schema = dealImportRowSchema(options.today ?? new Date().toISOString().slice(0, 10));
  const good: ReadRow[] = [];
  const rejected: ReportedDealRow[] = [];
  let columns: ReturnType<typeof dealColumnsFor> | null = null;
  let headerLength = 0;
  let rows = 0;
  for await (const { cells, line } of csvRecords(input)) {
    if (!columns) {
      columns = options.columns ? options.columns(cells) : dealColumnsFor(cells, options.mapping);
      headerLength = cells.length;
      continue;
    }
    rows++;
    if (rows % PROGRESS_EVERY === 0) options.onProgress?.(rows);
    const problem = recordProblem(cells, headerLength, dealImportMessages.nul);
    const parsed = problem ? null : schema.safeParse(dealCellsOf(cells, columns));
    if (!parsed?.success) rejected.push({ line, outcome: 'rejected', reason: problem ?? reasonOf(parsed!.error.issues) });
    else good.push({ line, row: parsed.data });
  }
  if (!columns) throw new Error('The file is empty: it needs a header row and at least one row');
  options.onProgress?.(rows);
  return { rows, good, rejected };
}

/**
 * Imports an operator's deals CSV (issue 39): each row checked by the domain's deal row schema, matched to
 * its investor (investor-matcher.ts), and written in one transaction: a deal of the same investor,
 * counterpart and date is updated, any other added. A second row of the same deal in the file is counted
 * once, at its first line; the rest is reported with its line and reason. A file that cannot be read
 * changes nothing. The investors' deal counts move with it, so Florence's index is built again with them.
 */
export async function importDeals(db: Database, input: Readable, options: DealImportOptions = {}): Promise<DealImportResult> {
  const { rows, good, rejected } = await readDeals(input, options);
  const match = await investorMatcher(db);
  const reported: ReportedDealRow[] = [...rejected];
  const firstLineOf = new Map<string, number>();
  const deals: MatchedDeal[] = [];
  let unmatched = 0;
  for (const { line, row } of good) {
    const investorId = match({ name: row.investor_name, website: row.investor_website });
    if (!investorId) {
      unmatched++;
      reported.push({ line, outcome: 'unmatched', reason: dealImportOutcomes.unmatched(row.investor_name ?? row.investor_website!) });
      continue;
    }
    const counterpartKey = nameKey(row.counterpart_name) || row.counterpart_name.toLowerCase();
    const dealKey = `${investorId}|${counterpartKey}|${row.date}`;
    const first = firstLineOf.get(dealKey);
    if (first !== undefined) {
      reported.push({ line, outcome: 'rejected', reason: dealImportOutcomes.repeated(first) });
      continue;
    }
    firstLineOf.set(dealKey, line);
    deals.push({ line, investorId, counterpartKey, row });
  }
  const updatedLines = await inTransaction(db, (scoped) => writeDeals(scoped, deals));
  for (const line of updatedLines) reported.push({ line, outcome: 'updated', reason: dealImportOutcomes.updated });
  if (deals.length) await refreshInvestorStatistics(db);
  reported.sort((a, b) => a.line - b.line);
  const rejectedCount = reported.filter((row) => row.outcome === 'rejected').length;
  return { rows, added: deals.length - updatedLines.length, updated: updatedLines.length, unmatched, rejected: rejectedCount, reported };
}

/** The import's report: every row read that was not added as a new deal, with what became of it and why. */
export function dealImportReport(reported: ReportedDealRow[]): string {
  return `${csvText(
    ['line', 'outcome', 'reason'],
    reported.map((row) => [String(row.line), row.outcome, row.reason]),
  )}\r\n`;
}
