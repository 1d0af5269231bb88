import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import {
  DATASET_IMPORT_LABELS,
  datasetImportMessages,
  guessMapping,
  PREVIEW_CELL_CHARACTERS,
  type DatasetImportKind,
  type DatasetImportMapping,
  type ImportProgress,
  type ImportState,
  type ImportUpload,
  type PreviewRow,
} from '@dealscout/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { conflict, fieldError, notFound, badRequest } from '../../platform/errors.js';
import { localFileStorage, type FileStorage } from '../../platform/file-storage.js';
import type { IncomingFile } from '../../platform/uploads/stored-upload.js';
import type { ImportKind, ImportReportRow } from './import-kind.js';
import { IMPORT_KINDS } from './import-kinds.js';
import { cellsByField, mappedColumns } from './mapped-columns.js';
import { readHead, storeUpload, type FileRecord, type StoredUpload } from './uploads.js';

const m = datasetImportMessages;
/** An upload not imported is removed after a day; the sweep looks every hour. */
const UPLOAD_KEPT_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** One import of a kind, in this process: where it is, and once it ends, its counts and report or why it failed. */
interface ImportRun {
  kind: DatasetImportKind;
  uploadId: string;
  fileName: string;
  size: number;
  bytes: number;
  rows: number;
  state: ImportState;
  counts: Record<string, number> | null;
  reported: ImportReportRow[];
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

function kindOf(kind: DatasetImportKind): ImportKind {
  const registered = IMPORT_KINDS[kind];
  if (!registered) throw notFound(m.kindUnavailable(kind));
  return registered;
}

/** The names the header guess looks for, by field: its own, its label and the kind's synonyms. */
const namesOf = (kind: ImportKind) =>
  Object.fromEntries(kind.fields.map((field) => [field.name, [field.name, field.label, ...(kind.synonyms[field.name] ?? [])]]));

const cut = (cells: Record<string, string>) =>
  Object.fromEntries(Object.entries(cells).map(([field, value]) => [field, value.slice(0, PREVIEW_CELL_CHARACTERS)]));

/** Each record's cells through the mapping, cut for display, with the row's problems: the column count's and the kind's check. */
function previewRows(kind: ImportKind, headers: string[], records: FileRecord[], mapping: DatasetImportMapping): PreviewRow[] {
  const columns = mappedColumns(headers, mapping);
  return records.map(({ line, record }) => {
    const cells = cellsByField(record, columns, kind.fields);
    const shape = record.length === headers.length ? [] : [m.columnCount(headers.length, record.length)];
    return { line, cells: cut(cells), problems: [...shape, ...kind.check(cells)] };
  });
}

/** A mapping of the kind's fields to the file's headers; at the start, every required field mapped. */
function checkMapping(kind: ImportKind, headers: string[], mapping: DatasetImportMapping, starting: boolean) {
  const known = new Set(kind.fields.map((field) => field.name));
  for (const [field, header] of Object.entries(mapping)) {
    if (!known.has(field)) throw fieldError('mapping', `Unknown field: ${field}`);
    if (!headers.includes(header)) throw fieldError('mapping', m.unknownHeader(header));
  }
  const missing = kind.fields.filter((field) => field.required && !mapping[field.name]);
  if (starting && missing.length) throw fieldError('mapping', m.missingRequired(missing.map((field) => field.label)));
}

/** Why an import failed, for the superuser: the import's own reason, or a database error by its code only (its message may hold data). */
function failureOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `A database error (${code}) stopped the import`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The superuser's CSV imports in the browser (issue 39), one process's: uploads are kept on local disk
 * (DATA_DIR/imports) until their import ends or for a day; one import runs at a time per kind, in this
 * process, while it serves (the kind's `run` stages in short transactions); its progress and, once it
 * ends, its counts and report are kept here until the next import of the kind.
 */
export class DatasetImports {
  private readonly uploads = new Map<string, StoredUpload>();
  private readonly runs = new Map<DatasetImportKind, ImportRun>();
  private readonly storage: FileStorage;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.storage = localFileStorage(path.join(dataDir, 'imports'));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  /** Stores the CSV of a body's first file, and answers its headers, the guessed mapping and its first rows checked. */
  async upload(kindName: DatasetImportKind, files: AsyncIterable<IncomingFile>): Promise<ImportUpload> {
    const kind = kindOf(kindName);
    let stored: Awaited<ReturnType<typeof storeUpload>> | null = null;
    try {
      for await (const file of files) {
        if (!file.filename || stored) file.file.resume();
        else stored = await storeUpload(this.storage, file);
      }
      if (!stored) throw badRequest(m.noFile);
      if (!stored.size) throw badRequest(m.empty);
      const { headers, records } = await readHead(this.storage.read(stored.key));
      if (!headers) throw badRequest(m.empty);
      if (!records.length) throw badRequest(m.headerOnly);
      const upload = { id: stored.key, kind: kindName, name: stored.name, size: stored.size, headers, storedAt: Date.now() };
      this.uploads.set(upload.id, upload);
      const mapping = guessMapping(headers, namesOf(kind));
      const rows = previewRows(kind, headers, records, mapping);
      return { upload_id: upload.id, file_name: upload.name, size: upload.size, headers, fields: [...kind.fields], mapping, rows };
    } catch (error) {
      if (stored) await this.storage.remove(stored.key);
      throw error;
    }
  }

  /** The first rows checked again through another mapping. */
  async preview(input: { kind: DatasetImportKind; uploadId: string; mapping: DatasetImportMapping }) {
    const kind = kindOf(input.kind);
    const upload = this.uploadOf(input.kind, input.uploadId);
    checkMapping(kind, upload.headers, input.mapping, false);
    const { records } = await readHead(this.storage.read(upload.id));
    return { rows: previewRows(kind, upload.headers, records, input.mapping) };
  }

  /** Starts the import of an upload through a mapping, in the background: 409 while another of the kind runs. */
  start(input: { kind: DatasetImportKind; upload_id: string; mapping: DatasetImportMapping }): ImportProgress {
    const kind = kindOf(input.kind);
    const upload = this.uploadOf(input.kind, input.upload_id);
    if (this.runs.get(input.kind)?.state === 'running')
      throw conflict(m.running(DATASET_IMPORT_LABELS[input.kind].toLowerCase()), 'dataset_import_running');
    checkMapping(kind, upload.headers, input.mapping, true);
    this.uploads.delete(upload.id);
    const run: ImportRun = {
      kind: input.kind,
      uploadId: upload.id,
      fileName: upload.name,
      size: upload.size,
      bytes: 0,
      rows: 0,
      state: 'running',
      counts: null,
      reported: [],
      error: null,
      startedAt: new Date(),
      finishedAt: null,
    };
    this.runs.set(input.kind, run);
    void this.execute(kind, run, input.mapping);
    return this.present(run);
  }

  /** The kind's import in progress or last ended in this process; null when none ran. */
  progress(kindName: DatasetImportKind): ImportProgress | null {
    kindOf(kindName);
    const run = this.runs.get(kindName);
    return run ? this.present(run) : null;
  }

  /** The report of the kind's last finished import, as a CSV download. */
  report(kindName: DatasetImportKind) {
    const kind = kindOf(kindName);
    const run = this.runs.get(kindName);
    if (run?.state !== 'completed') throw notFound(m.noReport);
    return { name: `${run.fileName.replace(/\.(csv|txt)$/i, '')}.report.csv`, text: kind.report(run.reported) };
  }

  close() {
    clearInterval(this.sweeper);
  }

  private uploadOf(kind: DatasetImportKind, id: string): StoredUpload {
    const upload = this.uploads.get(id);
    if (!upload || upload.kind !== kind) throw notFound(m.uploadGone);
    return upload;
  }

  private async execute(kind: ImportKind, run: ImportRun, mapping: DatasetImportMapping) {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        run.bytes += chunk.length;
        done(null, chunk);
      },
    });
    const input = pipeline(this.storage.read(run.uploadId), counter, () => {});
    let ended: Partial<ImportRun>;
    try {
      const result = await kind.run(this.db, input, mapping, (rows) => (run.rows = rows));
      ended = { state: 'completed', rows: result.rows, counts: result.counts, reported: result.reported };
    } catch (error) {
      ended = { state: 'failed', error: failureOf(error) };
      this.log.warn({ kind: run.kind, error: error instanceof Error ? error.name : typeof error }, 'a dataset import failed');
    }
    // The file goes before the end is told: a finished import leaves nothing behind.
    await this.storage.remove(run.uploadId).catch(() => undefined);
    Object.assign(run, ended, { finishedAt: new Date() });
  }

  private present(run: ImportRun): ImportProgress {
    const kind = kindOf(run.kind);
    const counts = run.counts;
    return {
      kind: run.kind,
      state: run.state,
      file_name: run.fileName,
      rows: run.rows,
      share: run.state === 'completed' ? 1 : Math.min(1, run.size ? run.bytes / run.size : 1),
      counts: counts && Object.entries(kind.counts).map(([key, label]) => ({ key, label, count: counts[key] ?? 0 })),
      error: run.error,
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt?.toISOString() ?? null,
    };
  }

  /** Removes uploads older than a day that no running import reads (and their entries). */
  private async sweep() {
    const before = Date.now() - UPLOAD_KEPT_MS;
    const reading = new Set([...this.runs.values()].filter((run) => run.state === 'running').map((run) => run.uploadId));
    for (const [id, upload] of this.uploads) if (upload.storedAt < before) this.uploads.delete(id);
    try {
      for await (const file of this.storage.list()) {
        if (file.modifiedAt.getTime() < before && !reading.has(file.key) && !this.uploads.has(file.key))
          await this.storage.remove(file.key);
      }
    } catch (error) {
      this.log.warn({ error: error instanceof Error ? error.name : typeof error }, 'the sweep of import uploads failed');
    }
  }
}
