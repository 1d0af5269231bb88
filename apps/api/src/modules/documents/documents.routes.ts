import { documentSchema, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { sendDownload } from '../../platform/uploads/file-download.js';
import { filesOf, registerMultipart } from '../../platform/uploads/multipart.js';
import { deleteDocument, documentFile, listDocuments, uploadDocuments } from './documents.service.js';

const companyParams = z.object({ companyId: idParam });
const documentParams = z.object({ documentId: idParam });
const user = { access: 'user' } as const;
const tags = ['documents'];

/** The documents of a company: uploads are streamed to file storage, downloads go through here. */
export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const formParts = await registerMultipart(app, { fields: 10, fieldBytes: 1000 });

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
      return uploadDocuments(request.ctx, { companyId: request.params.companyId, files: filesOf(formParts(request)) });
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
      return sendDownload(reply, await documentFile(request.ctx, request.params.documentId));
    },
  );
};
