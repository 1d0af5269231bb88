/**
 * A cell a spreadsheet would run as a formula: one starting with = + - @ (or their full-width forms,
 * which spreadsheets read as the same), also after blanks and invisible characters (zero-width
 * spaces and joiners, the byte order mark, direction marks: Unicode's format characters, \p{Cf}),
 * or with a tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One CSV cell: a would-be formula gets a leading apostrophe (kept as text), and is quoted like any cell that needs it. */
export function csvCell(value: string): string {
  const formula = FORMULA_START.test(value);
  const text = formula ? `'${value}` : value;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of the rows under the headers, lines ended by CRLF (RFC 4180): the one writer of every export. */
export const csvText = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
