import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { routeGroup } from '../shared/route.js';
import { noteCreateSchema, noteSchema, noteSortSchema, noteUpdateSchema } from './note.js';

const route = routeGroup({ tags: ['notes'], access: 'user' });
const params = idParams('companyId');

/** The notes of a company: any member who can see the company may read and write them. */
export const noteRoutes = {
  list: route({ method: 'GET', path: '/company-notes/:companyId', params, reply: z.array(noteSchema) }),
  create: route({ method: 'POST', path: '/company-notes/:companyId', params, body: noteCreateSchema, reply: noteSchema, status: 201 }),
  update: route({ method: 'PUT', path: '/company-notes/:companyId', params, body: noteUpdateSchema, reply: noteSchema }),
  sort: route({ method: 'PUT', path: '/company-notes/:companyId/sort', params, body: noteSortSchema, reply: z.array(noteSchema) }),
  remove: route({ method: 'DELETE', path: '/company-notes/:noteId', params: idParams('noteId'), status: 204 }),
};
