import { documentRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { sendDownload } from '../../platform/uploads/file-download.js';
import { filesOf, registerMultipart } from '../../platform/uploads/multipart.js';
import { deleteDocument, documentFile, listDocuments, uploadDocuments } from './documents.service.js';

/** The documents of a company: uploads are streamed to file storage, downloads go through here. */
export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const formParts = await registerMultipart(app, { fields: 10, fieldBytes: 1000 });

  registerRoute(app, documentRoutes.list, async (request) => listDocuments(request.ctx, request.params.companyId));
  registerRoute(
    app,
    documentRoutes.upload,
    async (request) => uploadDocuments(request.ctx, { companyId: request.params.companyId, files: filesOf(formParts(request)) }),
    { config: { transaction: false } },
  );
  registerRoute(app, documentRoutes.remove, async (request) => deleteDocument(request.ctx, request.params.documentId));
  registerRoute(app, documentRoutes.download, async (request, reply) =>
    sendDownload(reply, await documentFile(request.ctx, request.params.documentId)),
  );
};
