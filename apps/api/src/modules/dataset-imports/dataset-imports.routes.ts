import { datasetImportMessages, datasetImportRoutes as routes, MAX_IMPORT_BYTES } from '@dealscout/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { attachmentDisposition } from '../../platform/uploads/file-download.js';
import { filesOf, registerMultipart } from '../../platform/uploads/multipart.js';
import { DatasetImports } from './dataset-imports.service.js';

/** A report as a CSV download the browser must not sniff or keep. */
const sendCsv = (reply: FastifyReply, file: { name: string; text: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.text);

/** The superuser's CSV imports in the browser (issue 39): upload, preview, start, progress and report. */
export const datasetImportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const formParts = await registerMultipart(app, {
    fields: 10,
    fieldBytes: 1000,
    fileBytes: MAX_IMPORT_BYTES,
    tooLarge: datasetImportMessages.tooLarge,
  });
  const imports = new DatasetImports(deps.db, deps.config.DATA_DIR, app.log);
  app.addHook('onClose', async () => imports.close());
  const own = { config: { transaction: false } };

  registerRoute(app, routes.upload, async (request) => imports.upload(request.params.kind, filesOf(formParts(request))), own);
  registerRoute(app, routes.preview, async (request) => imports.preview({ ...request.params, ...request.body }), own);
  registerRoute(app, routes.start, async (request) => imports.start({ ...request.params, ...request.body }), own);
  registerRoute(app, routes.progress, async (request) => imports.progress(request.params.kind));
  registerRoute(app, routes.report, async (request, reply) => sendCsv(reply, imports.report(request.params.kind)));
};
