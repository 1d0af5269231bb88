import type { Readable } from 'node:stream';
import { investorImportRowSchema, type InvestorImportMapping, type InvestorImportRow } from '@dealscout/domain';
import { parse } from 'csv-parse';
import type { Database } from '../../../db/client.js';
import { refreshInvestorStatistics } from '../investor-statistics.js';
import { cellsOf, columnsFor } from './column-mapping.js';
import { createStaging, mergeStaging, stage, type StagedRow } from './merge-import.js';

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportResult {
  rows: number;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
}

export interface ImportOptions {
  mapping?: InvestorImportMapping;
  /** Called after each batch with the rows read so far. */
  onProgress?: (rowsRead: number) => void;
}

const BATCH = 1_000;

/** The first problem of a row, as the report says it: with the field's name when the message lacks it. */
function reasonOf(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0]!;
  const field = String(issue.path[0] ?? '');
  return !field || issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
}

/**
 * Imports an operator's investor CSV (beyond the spec): streamed, each row checked by the domain's
 * import schema, good rows staged and merged in one transaction (upsert by website, else by name).
 * Rows that fail are left out and reported with their line; a file that cannot be read as CSV (an
 * unclosed quote, a missing company_name column) throws and changes nothing. The planner's statistics
 * are refreshed after the merge (the search's estimates rely on them).
 */
export async function importInvestors(db: Database, input: Readable, options: ImportOptions = {}): Promise<ImportResult> {
  const result = await db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    await createStaging(scoped);
    const rejected: RejectedRow[] = [];
    let columns: ReturnType<typeof columnsFor> | null = null;
    let headerLength = 0;
    let rows = 0;
    let batch: StagedRow[] = [];
    // Piped only now, right before it is read: a parse error must meet the loop's listener, not an
    // unwatched stream while the transaction was still opening.
    const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = columnsFor(record, options.mapping);
        headerLength = record.length;
        continue;
      }
      rows++;
      const line = info.lines;
      if (record.length !== headerLength) {
        rejected.push({ line, reason: `Expected ${headerLength} columns, found ${record.length}` });
        continue;
      }
      if (record.some((cell) => cell.includes('\u0000'))) {
        rejected.push({ line, reason: 'A cell holds the NUL character (U+0000)' });
        continue;
      }
      const parsed = investorImportRowSchema.safeParse(cellsOf(record, columns));
      if (!parsed.success) {
        rejected.push({ line, reason: reasonOf(parsed.error.issues) });
        continue;
      }
      batch.push({ line, row: parsed.data satisfies InvestorImportRow });
      if (batch.length === BATCH) {
        await stage(scoped, batch);
        batch = [];
        options.onProgress?.(rows);
      }
    }
    if (!columns) throw new Error('The file is empty: it needs a header row and at least one row');
    await stage(scoped, batch);
    options.onProgress?.(rows);
    const { inserted, updated } = await mergeStaging(scoped);
    return { rows, inserted, updated, rejected };
  });
  await refreshInvestorStatistics(db);
  return result;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The rejected-rows report: a CSV of line and reason, written next to the input. */
export function rejectedReport(rejected: RejectedRow[]): string {
  return ['line,reason', ...rejected.map((row) => `${row.line},${csvCell(row.reason)}`)].join('\n') + '\n';
}
