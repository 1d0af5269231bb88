import type { Readable } from 'node:stream';
import {
  csvText,
  investorImportRowSchema,
  type InvestorImportField,
  type InvestorImportMapping,
  type InvestorImportRow,
} from '@dealscout/domain';
import type { Database } from '../../../db/client.js';
import { refreshInvestorStatistics } from '../investor-statistics.js';
import { cellsOf, columnsFor } from './column-mapping.js';
import { csvRecords, reasonOf, recordProblem } from './csv-records.js';
import { createStaging, mergeStaging, stage, type ReportedRow, type StagedRow } from './merge-import.js';
import { inTransaction } from '../../../db/transaction.js';

export type { ReportedRow };

/**
 * Every row read is one of: added (a company of its own), updated (an investor already in the table),
 * repeated (a later row of a company the file already has, applied to it) or rejected; all but the
 * added are in `reported`, by line.
 */
export interface ImportResult {
  rows: number;
  inserted: number;
  updated: number;
  repeated: number;
  rejected: number;
  reported: ReportedRow[];
}

export interface ImportOptions {
  mapping?: InvestorImportMapping;
  /** Called after each batch with the rows read so far. */
  onProgress?: (rowsRead: number) => void;
}

const BATCH = 1_000;

/** What reading a file gives, before any merge: the rows read and those rejected, with their line and reason. */
export interface ReadRows {
  rows: number;
  rejected: ReportedRow[];
}

export interface ReadOptions extends ImportOptions {
  /** Receives the accepted rows a batch at a time (at most 1,000), each awaited before reading on. */
  onBatch: (batch: StagedRow[]) => Promise<void>;
  /** Which column feeds each field, from the header row: the mapping's and the default names' (columnsFor) unless said. */
  columns?: (headers: string[]) => Map<InvestorImportField, number>;
}

/**
 * Reads an investor CSV: streamed, each row checked by the domain's import schema; rows that fail are
 * rejected with their line, the others handed to `onBatch`. A file that cannot be read as CSV (an
 * unclosed quote, a missing company_name column) throws.
 */
export async function readInvestorRows(input: Readable, options: ReadOptions): Promise<ReadRows> {
  const rejected: ReportedRow[] = [];
  const reject = (line: number, reason: string) => rejected.push({ line, outcome: 'rejected', reason });
  const columnsOf = options.columns ?? ((headers: string[]) => columnsFor(headers, options.mapping));
  let columns: Map<InvestorImportField, number> | null = null;
  let headerLength = 0;
  let rows = 0;
  let batch: StagedRow[] = [];
  for await (const { cells: record, line } of csvRecords(input)) {
    if (!columns) {
      columns = columnsOf(record);
      headerLength = record.length;
      continue;
    }
    rows++;
    const problem = recordProblem(record, headerLength, 'A cell holds the NUL character (U+0000)');
    if (problem) {
      reject(line, problem);
      continue;
    }
    const parsed = investorImportRowSchema.safeParse(cellsOf(record, columns));
    if (!parsed.success) {
      reject(line, reasonOf(parsed.error.issues));
      continue;
    }
    batch.push({ line, row: parsed.data satisfies InvestorImportRow });
    if (batch.length === BATCH) {
      await options.onBatch(batch);
      batch = [];
      options.onProgress?.(rows);
    }
  }
  if (!columns) throw new Error('The file is empty: it needs a header row and at least one row');
  await options.onBatch(batch);
  options.onProgress?.(rows);
  return { rows, rejected };
}

/** The counts and the report of a merge after a read: every row read is added, updated, repeated or rejected. */
export function importResult(read: ReadRows, merged: Awaited<ReturnType<typeof mergeStaging>>): ImportResult {
  const reported = [...read.rejected, ...merged.reported].sort((a, b) => a.line - b.line);
  const { inserted, updated, repeated } = merged;
  return { rows: read.rows, inserted, updated, repeated, rejected: read.rejected.length, reported };
}

/**
 * Imports an operator's investor CSV (beyond the spec): read by readInvestorRows, good rows staged and
 * merged in one transaction (mergeStaging: one company per name, or per website when the mapping's `key`
 * is url). Rows that fail are left out and reported with their line, as are the rows that update a
 * company; a file that cannot be read as CSV throws and changes nothing. The planner's statistics are
 * refreshed after the merge (the search's estimates rely on them).
 */
export async function importInvestors(db: Database, input: Readable, options: ImportOptions = {}): Promise<ImportResult> {
  const result = await inTransaction(db, async (scoped) => {
    await createStaging(scoped);
    const read = await readInvestorRows(input, { ...options, onBatch: (batch) => stage(scoped, batch) });
    return importResult(read, await mergeStaging(scoped, options.mapping?.key ?? 'company_name'));
  });
  await refreshInvestorStatistics(db);
  return result;
}

/** The import's report: every row read that was not added as a company of its own, with what became of it and why. */
export function importReport(reported: ReportedRow[]): string {
  return `${csvText(
    ['line', 'outcome', 'reason'],
    reported.map((row) => [String(row.line), row.outcome, row.reason]),
  )}\r\n`;
}
