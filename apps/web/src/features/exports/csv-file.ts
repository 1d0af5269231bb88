import { csvText } from '@dealscout/domain';

/** A CSV file; the byte-order mark makes spreadsheet programs read it as UTF-8. */
export const csvFile = (headers: readonly string[], rows: string[][]) =>
  new Blob([`\uFEFF${csvText(headers, rows)}`], { type: 'text/csv;charset=utf-8' });
