import type { Readable } from 'node:stream';
import type { DatasetImportMapping, ImportField } from '@dealscout/domain';
import type { Database } from '../../db/client.js';

/** A row of the import's report: a row read that was not simply added, what became of it and why. */
export interface ImportReportRow {
  line: number;
  outcome: string;
  reason: string;
}

/** What an import did: every row read is in one of `counts` (keys of the kind's `counts`), the report's rows by line. */
export interface ImportRunResult {
  rows: number;
  counts: Record<string, number>;
  reported: ImportReportRow[];
}

/**
 * One dataset the superuser imports from a CSV in the browser (modules/dataset-imports): the wizard shows
 * its fields, guesses the columns from the headers, previews the first rows with `check` and runs `run`.
 * Register it in import-kinds.ts under its kind of packages/domain (DATASET_IMPORT_KINDS).
 */
export interface ImportKind {
  /** Our fields, in the mapping table's order; a required one must be mapped before the import starts. */
  fields: readonly ImportField[];
  /** Headers that name a field besides its name and its label, for the header guess (any case, spaces or underscores). */
  synonyms: Readonly<Record<string, readonly string[]>>;
  /** The counts' labels by key, in the order shown ({ added: 'Added', ..., rejected: 'Rejected' }). */
  counts: Readonly<Record<string, string>>;
  /** The problems of one row, its cells by our field names (a field not mapped is ''); none when it would import. */
  check(cells: Readonly<Record<string, string>>): string[];
  /**
   * Imports the file: `mapping` names the header of each field mapped (exactly; the others are not
   * imported). Must not hold one transaction for the whole read (PGlite has one connection: every
   * request would wait): stage the rows in short transactions (staging.ts), merge them in one at the end.
   * A file it cannot import throws and changes nothing. `onProgress` hears the rows read so far.
   */
  run(db: Database, input: Readable, mapping: DatasetImportMapping, onProgress: (rows: number) => void): Promise<ImportRunResult>;
  /** The report's CSV text. */
  report(reported: ImportReportRow[]): string;
}
