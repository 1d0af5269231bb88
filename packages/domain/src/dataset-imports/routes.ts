import { FILE_REPLY, FORM_DATA, routeGroup } from '../shared/route.js';
import {
  importKindParams,
  importPreviewBodySchema,
  importPreviewSchema,
  importProgressSchema,
  importStartBodySchema,
  importUploadParams,
  importUploadSchema,
} from './dataset-import.js';

const route = routeGroup({ tags: ['dataset-imports'], access: 'superuser' });

/** The superuser's CSV imports of a dataset (investors, deals) in the browser (issue 39): anyone else signed in gets 403. */
export const datasetImportRoutes = {
  upload: route({
    method: 'POST',
    path: '/dataset-imports/:kind/uploads',
    params: importKindParams,
    body: FORM_DATA,
    description: 'multipart/form-data with the CSV in a `file` field',
    reply: importUploadSchema,
    status: 201,
  }),
  preview: route({
    method: 'POST',
    path: '/dataset-imports/:kind/uploads/:uploadId/preview',
    params: importUploadParams,
    body: importPreviewBodySchema,
    reply: importPreviewSchema,
  }),
  start: route({
    method: 'POST',
    path: '/dataset-imports/:kind/run',
    params: importKindParams,
    body: importStartBodySchema,
    reply: importProgressSchema,
    status: 202,
  }),
  progress: route({ method: 'GET', path: '/dataset-imports/:kind/run', params: importKindParams, reply: importProgressSchema.nullable() }),
  report: route({ method: 'GET', path: '/dataset-imports/:kind/run/report', params: importKindParams, reply: FILE_REPLY }),
};
