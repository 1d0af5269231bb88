import { Readable } from 'node:stream';
import { cleanFileName, datasetImportMessages, documentMessages, IMPORT_PREVIEW_ROWS, MAX_IMPORT_BYTES } from '@dealscout/domain';
import { CsvError } from 'csv-parse';
import { AppError, badRequest } from '../../platform/errors.js';
import { FileTooLargeError, type FileStorage } from '../../platform/file-storage.js';
import type { IncomingFile } from '../../platform/uploads/stored-upload.js';
import { csvRecords } from '../investors/index.js';

const m = datasetImportMessages;

/** A CSV kept for its import: its key in the imports' storage (DATA_DIR/imports) is the upload's id. */
export interface StoredUpload {
  id: string;
  kind: string;
  name: string;
  size: number;
  headers: string[];
  storedAt: number;
}

/** A record of the file and the line it starts on. */
export interface FileRecord {
  line: number;
  record: string[];
}

/** The file's bytes, refusing a file that holds a NUL byte: a binary file, not CSV text. */
async function* refusingNul(file: AsyncIterable<Buffer>) {
  for await (const chunk of file) {
    if (chunk.includes(0)) throw badRequest(m.binary);
    yield chunk;
  }
}

/** Streams an uploaded CSV to the imports' storage: a .csv or .txt name, no NUL byte, at most MAX_IMPORT_BYTES. */
export async function storeUpload(storage: FileStorage, { filename, file }: IncomingFile) {
  const name = cleanFileName(filename);
  if (!/\.(csv|txt)$/i.test(name)) {
    file.resume();
    throw badRequest(m.notCsv);
  }
  const { key, size } = await storage
    .write(Readable.from(refusingNul(file), { objectMode: false }), MAX_IMPORT_BYTES)
    .catch((error: unknown) => {
      if (error instanceof FileTooLargeError) throw badRequest(m.tooLarge(name));
      if (error instanceof AppError) throw error;
      throw file.errored ? badRequest(documentMessages.malformed) : error;
    });
  if (file.truncated) {
    await storage.remove(key);
    throw badRequest(m.tooLarge(name));
  }
  return { key, size, name };
}

/**
 * The file's header row and its first `count` records (each with the line it starts on), read as CSV as
 * the import reads it. A file that is not CSV throws the reason as a 400.
 */
export async function readHead(input: Readable, count = IMPORT_PREVIEW_ROWS): Promise<{ headers: string[] | null; records: FileRecord[] }> {
  let headers: string[] | null = null;
  const records: FileRecord[] = [];
  try {
    for await (const { cells, line } of csvRecords(input)) {
      if (!headers) {
        headers = cells;
        continue;
      }
      records.push({ line, record: cells });
      if (records.length >= count) break;
    }
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(m.unreadable(error.message));
    throw error;
  } finally {
    input.destroy();
  }
  return { headers, records };
}
