import Papa from 'papaparse';

/** The CSV text of the rows under the headers. A cell a spreadsheet would run as a formula (=, +, -, @...) is quoted as text. */
export const csvText = (headers: readonly string[], rows: string[][]) =>
  Papa.unparse({ fields: [...headers], data: rows }, { newline: '\r\n', escapeFormulae: true });

/** A CSV file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export const csvFile = (headers: readonly string[], rows: string[][]) =>
  new Blob([`\uFEFF${csvText(headers, rows)}`], { type: 'text/csv;charset=utf-8' });
