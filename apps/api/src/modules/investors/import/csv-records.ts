import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One record of a CSV file and the line it starts on. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * The line a record starts on: the parser counts to its last line, and a quoted cell may span several
 * (the skipped empty lines before it and its line break after it are in `raw` too).
 */
function firstLineOf(lastLine: number, raw: string): number {
  const own = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return lastLine - (own.match(/\n/g)?.length ?? 0);
}

/**
 * The records of a CSV stream, header first, each with its line. Parsed by csv-parse (a byte-order mark
 * skipped, empty lines skipped, rows of any length kept for the caller to judge); an unclosed quote throws.
 * Piped only when read, so a parse error meets the reader's loop, not an unwatched stream.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<CsvRecord> {
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, raw: true }));
  for await (const { record, info, raw } of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>)
    yield { cells: record, line: firstLineOf(info.lines, raw) };
}

/** Why a record cannot be read as a row, before its cells are checked: a wrong column count, or a NUL. */
export function recordProblem(cells: string[], headerLength: number, nulMessage: string): string | null {
  if (cells.length !== headerLength) return `Expected ${headerLength} columns, found ${cells.length}`;
  if (cells.some((cell) => cell.includes('\u0000'))) return nulMessage;
  return null;
}

/** The first problem of a row, as the report says it: with the field's name when the message lacks it. */
export function reasonOf(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0]!;
  const field = String(issue.path[0] ?? '');
  return !field || issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
}
