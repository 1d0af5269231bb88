import Papa from 'papaparse';

/** A CSV file of the rows under the headers; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export function csvFile(headers: readonly string[], rows: string[][]): Blob {
  const text = Papa.unparse({ fields: [...headers], data: rows }, { newline: '\r\n' });
  return new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}
