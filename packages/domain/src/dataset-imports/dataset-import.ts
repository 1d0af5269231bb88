import { z } from 'zod';

/**
 * The datasets a superuser imports from a CSV in the browser (issue 39): the API registers an import kind
 * for each it can run (apps/api/src/modules/dataset-imports/import-kinds.ts); a kind not registered yet
 * answers 404.
 */
export const DATASET_IMPORT_KINDS = ['investors', 'deals'] as const;
export type DatasetImportKind = (typeof DATASET_IMPORT_KINDS)[number];
export const DATASET_IMPORT_LABELS: Record<DatasetImportKind, string> = { investors: 'Investors', deals: 'Deals' };

/** The largest CSV an upload takes, and how many of its first rows the preview shows. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 20;
/** A preview cell is cut to this many characters (a 1 MB cell is not sent back whole). */
export const PREVIEW_CELL_CHARACTERS = 200;

export const datasetImportMessages = {
  kindUnavailable: (kind: string) => `The ${kind} import is not available yet`,
  noFile: 'Choose a CSV file to upload',
  notCsv: 'The file must be a CSV (.csv or .txt)',
  empty: 'The file is empty',
  headerOnly: 'The file has a header row but no rows to import',
  binary: 'The file holds NUL bytes: it is not a CSV text file',
  tooLarge: (name: string) => `${name} must be smaller than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  uploadGone: 'This upload is no longer here (an upload is kept for a day, or until its import ends): upload the file again',
  unknownHeader: (header: string) => `The file has no column "${header}"`,
  missingRequired: (labels: string[]) => `Map a column to ${labels.join(', ')}: it is required`,
  running: (kind: string) => `An import of ${kind} is already running: wait for it to finish`,
  noReport: 'No finished import has a report to download',
  columnCount: (expected: number, found: number) => `Expected ${expected} columns, found ${found}`,
} as const;

/** Our field -> the file's header that feeds it; a field left out is not imported. */
export const datasetImportMappingSchema = z.record(z.string().max(100), z.string().min(1).max(500));
export type DatasetImportMapping = z.infer<typeof datasetImportMappingSchema>;

export const importFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

/** One of the file's first rows: its line, its cells by our field names (cut for display) and what is wrong with it. */
export const previewRowSchema = z.object({
  line: z.number().int(),
  cells: z.record(z.string(), z.string()),
  problems: z.array(z.string()),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importPreviewSchema = z.object({ rows: z.array(previewRowSchema) });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an upload answers: where it is kept, the file's headers, our fields, the guessed mapping and the checked first rows. */
export const importUploadSchema = importPreviewSchema.extend({
  upload_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  headers: z.array(z.string()),
  fields: z.array(importFieldSchema),
  mapping: datasetImportMappingSchema,
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importKindParams = z.object({ kind: z.enum(DATASET_IMPORT_KINDS) });
export const importUploadParams = importKindParams.extend({ uploadId: z.string().max(64) });

export const importPreviewBodySchema = z.object({ mapping: datasetImportMappingSchema });
export const importStartBodySchema = z.object({ upload_id: z.string().max(64), mapping: datasetImportMappingSchema });

export const IMPORT_STATES = ['running', 'completed', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** An import's counts, each with its label, in the kind's order (investors: added, updated, repeated, rejected). */
export const importCountSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

/** Where the kind's import is: rows read, the share of the file's bytes read, and once it ends its counts or why it failed. */
export const importProgressSchema = z.object({
  kind: z.enum(DATASET_IMPORT_KINDS),
  state: z.enum(IMPORT_STATES),
  file_name: z.string(),
  rows: z.number().int(),
  share: z.number().min(0).max(1),
  counts: z.array(importCountSchema).nullable(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
