import multipart from '@fastify/multipart';
import { cleanFileName, commonMessages, documentMessages, MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, fieldError } from '../errors.js';
import type { IncomingFile } from './stored-upload.js';

/** A part of a multipart body: a text field, or a file whose bytes are still to be read. */
export type FormPart = { kind: 'field'; name: string; value: string } | ({ kind: 'file'; name: string } & IncomingFile);

export interface MultipartLimits {
  /** Text fields per body, and bytes per field. */
  fields: number;
  fieldBytes: number;
  /** Bytes per file and what a larger one is told (by its name): the documents' 50 MB unless said. */
  fileBytes?: number;
  tooLarge?: (name: string) => string;
}

const fieldTooLong = 'This field is too long';

/**
 * Registers multipart parsing in a module (encapsulated: its limits are the module's) with the upload
 * limits of the documents, and returns a reader of a request's parts in arrival order, the parser's
 * failures turned into the spec's messages. Files must be read (or resumed) before the next part comes.
 */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits) {
  await app.register(multipart, {
    limits: {
      files: MAX_FILES_PER_UPLOAD + 1,
      fileSize: limits.fileBytes ?? MAX_DOCUMENT_BYTES,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
    },
  });
  // A refused upload is answered before the client has sent it all: the rest is read off the wire
  // and dropped, or the connection closes under the client and it sees a reset, not the answer.
  app.addHook('onSend', async (request) => {
    if (request.isMultipart() && !request.raw.complete) request.raw.unpipe().resume();
  });

  return async function* formParts(request: FastifyRequest): AsyncGenerator<FormPart> {
    if (!request.isMultipart()) return;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          yield { kind: 'file', name: part.fieldname, filename: part.filename, file: part.file };
          continue;
        }
        const value = String(part.value);
        if (part.valueTruncated) throw fieldError(part.fieldname, fieldTooLong);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) {
          throw fieldError(part.fieldname.replaceAll('\u0000', ''), commonMessages.nulCharacter);
        }
        yield { kind: 'field', name: part.fieldname, value };
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.FilesLimitError) throw badRequest(documentMessages.tooMany);
      if (error instanceof app.multipartErrors.FieldsLimitError) throw badRequest('Too many fields');
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        const part = (error as { part?: { filename: string } }).part;
        throw badRequest((limits.tooLarge ?? documentMessages.tooLarge)(cleanFileName(part?.filename ?? '')));
      }
      // Anything else the parser throws is a body it could not read (busboy: 'Unexpected end of form'...).
      if (!(error instanceof AppError)) throw badRequest(documentMessages.malformed);
      throw error;
    }
  };
}

/** The file parts of a body; its text fields are read and ignored. */
export async function* filesOf(parts: AsyncIterable<FormPart>): AsyncGenerator<IncomingFile> {
  for await (const part of parts) if (part.kind === 'file') yield part;
}
