import { Readable } from 'node:stream';
import {
  cleanFileName,
  documentMessages,
  extensionOf,
  isAllowedDocument,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
  type DocumentExtension,
} from '@dealscout/domain';
import { AppError, badRequest } from '../errors.js';
import { FileTooLargeError, type FileStorage } from '../file-storage.js';
import { checkedSignature } from './file-signature.js';

/** One file of an upload as it arrives: its client-side name and its bytes, not yet read. */
export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** A file written to storage, with its cleaned name. */
export interface StoredFile {
  name: string;
  extension: DocumentExtension;
  key: string;
  size: number;
}

/**
 * The files of one upload (documents, task attachments), streamed to storage one by one under the
 * documents' rules: at most 100, an allowed type whose first bytes match it, under 50 MB, and a name
 * not `taken` nor earlier in the upload (case-insensitive). The first refusal throws the spec's
 * message; `discard` then removes what was written, so nothing stays.
 */
export class UploadBatch {
  readonly files: StoredFile[] = [];
  private readonly taken: Set<string>;

  constructor(
    private readonly storage: FileStorage,
    takenNames: Iterable<string> = [],
  ) {
    this.taken = new Set([...takenNames].map((name) => name.toLowerCase()));
  }

  async add({ filename, file }: IncomingFile): Promise<void> {
    // A form's file input left empty still sends a part, without a name: it is no file.
    if (!filename) {
      file.resume();
      return;
    }
    const refuse = (error: AppError) => {
      file.destroy();
      return error;
    };
    if (this.files.length >= MAX_FILES_PER_UPLOAD) throw refuse(badRequest(documentMessages.tooMany));
    const name = cleanFileName(filename);
    if (!isAllowedDocument(name)) throw refuse(badRequest(documentMessages.invalidType));
    if (this.taken.has(name.toLowerCase())) throw refuse(badRequest(documentMessages.exists));
    this.taken.add(name.toLowerCase());
    this.files.push(await storeFile(this.storage, name, extensionOf(name) as DocumentExtension, file));
  }

  async discard(): Promise<void> {
    await Promise.all(this.files.map((file) => this.storage.remove(file.key)));
  }
}

/** Streams one file to storage, refusing it (and leaving nothing behind) when it is too large or not what its extension says. */
async function storeFile(
  storage: FileStorage,
  name: string,
  extension: DocumentExtension,
  file: IncomingFile['file'],
): Promise<StoredFile> {
  const tooLarge = () => badRequest(documentMessages.tooLarge(name));
  const source = Readable.from(
    checkedSignature(file, extension, () => badRequest(documentMessages.invalidType)),
    { objectMode: false },
  );
  const { key, size } = await storage.write(source, MAX_DOCUMENT_BYTES).catch((error: unknown) => {
    if (error instanceof FileTooLargeError) throw tooLarge();
    if (error instanceof AppError) throw error;
    // The parser fails the file's stream when the body breaks off mid-file: the client's fault, not ours.
    throw file.errored ? badRequest(documentMessages.malformed) : error;
  });
  // The multipart parser stops a file at the limit and marks it truncated rather than failing it.
  if (file.truncated) {
    await storage.remove(key);
    throw tooLarge();
  }
  return { name, extension, key, size };
}
