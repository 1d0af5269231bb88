import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { FILE_REPLY, FORM_DATA, routeGroup } from '../shared/route.js';
import { documentSchema, MAX_FILES_PER_UPLOAD } from './document.js';

const route = routeGroup({ tags: ['documents'], access: 'user' });
const companyParams = idParams('companyId');
const documentParams = idParams('documentId');

/** The documents of a company: uploads are streamed to file storage, downloads go through the API. */
export const documentRoutes = {
  list: route({ method: 'GET', path: '/company-documents/:companyId', params: companyParams, reply: z.array(documentSchema) }),
  upload: route({
    method: 'POST',
    path: '/company-documents/:companyId',
    params: companyParams,
    body: FORM_DATA,
    description: `multipart/form-data with up to ${MAX_FILES_PER_UPLOAD} files in repeated \`documents\` fields`,
    reply: z.array(documentSchema),
    status: 201,
  }),
  remove: route({ method: 'DELETE', path: '/company-documents/:documentId', params: documentParams, status: 204 }),
  download: route({ method: 'GET', path: '/company-documents/:documentId/download', params: documentParams, reply: FILE_REPLY }),
};
