import multipart from '@fastify/multipart';
import {
  cleanFileName,
  documentMessages,
  documentSchema,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
  type DocumentExtension,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { idParam } from '../../platform/params.js';
import { deleteDocument, documentFile, listDocuments, uploadDocuments, type IncomingFile } from './documents.service.js';

const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const companyParams = z.object({ companyId: idParam });
const documentParams = z.object({ documentId: idParam });
const user = { access: 'user' } as const;
const tags = ['documents'];

/** The documents of a company: uploads are streamed to file storage, downloads go through here. */
export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  await app.register(multipart, {
    limits: { files: MAX_FILES_PER_UPLOAD + 1, fileSize: MAX_DOCUMENT_BYTES, fields: 10, fieldSize: 1000 },
  });
  // A refused upload is answered before the client has sent it all: the rest is read off the wire
  // and dropped, or the connection closes under the client and it sees a reset, not the answer.
  app.addHook('onSend', async (request) => {
    if (request.isMultipart() && !request.raw.complete) request.raw.unpipe().resume();
  });

  /** The file parts of a multipart body (its other fields are ignored), with the parser's limits as the spec's messages. */
  async function* uploadedFiles(request: FastifyRequest): AsyncGenerator<IncomingFile> {
    if (!request.isMultipart()) return;
    try {
      yield* request.files();
    } catch (error) {
      if (error instanceof app.multipartErrors.FilesLimitError) throw badRequest(documentMessages.tooMany);
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        const part = (error as { part?: { filename: string } }).part;
        throw badRequest(documentMessages.tooLarge(cleanFileName(part?.filename ?? '')));
      }
      // Anything else the parser throws is a body it could not read (busboy: 'Unexpected end of form'...).
      if (!(error instanceof AppError)) throw badRequest(documentMessages.malformed);
      throw error;
    }
  }

  app.get(
    '/company-documents/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: z.array(documentSchema) } } },
    async (request) => listDocuments(request.ctx, request.params.companyId),
  );

  app.post(
    '/company-documents/:companyId',
    {
      config: { ...user, transaction: false },
      schema: {
        tags,
        params: companyParams,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with up to ${MAX_FILES_PER_UPLOAD} files in repeated \`documents\` fields`,
        response: { 201: z.array(documentSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return uploadDocuments(request.ctx, { companyId: request.params.companyId, files: uploadedFiles(request) });
    },
  );

  app.delete('/company-documents/:documentId', { config: user, schema: { tags, params: documentParams } }, async (request, reply) => {
    await deleteDocument(request.ctx, request.params.documentId);
    reply.code(204);
  });

  app.get(
    '/company-documents/:documentId/download',
    { config: user, schema: { tags, params: documentParams, produces: ['application/octet-stream'] } },
    async (request, reply) => {
      const file = await documentFile(request.ctx, request.params.documentId);
      return reply
        .header('content-type', CONTENT_TYPES[file.extension])
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
