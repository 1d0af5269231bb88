import { noteCreateSchema, noteSchema, noteSortSchema, noteUpdateSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { createNote, deleteNote, listNotes, sortNotes, updateNote } from './notes.service.js';

const params = z.object({ companyId: idParam });
const user = { access: 'user' } as const;
const tags = ['notes'];

/** The notes of a company: any member who can see the company may read and write them. */
export const notesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params, response: { 200: z.array(noteSchema) } } },
    async (request) => listNotes(request.ctx, request.params.companyId),
  );

  app.post(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params, body: noteCreateSchema, response: { 201: noteSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createNote(request.ctx, { companyId: request.params.companyId, html: request.body.notes });
    },
  );

  app.put(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params, body: noteUpdateSchema, response: { 200: noteSchema } } },
    async (request) => updateNote(request.ctx, { companyId: request.params.companyId, changes: request.body }),
  );

  app.put(
    '/company-notes/:companyId/sort',
    { config: user, schema: { tags, params, body: noteSortSchema, response: { 200: z.array(noteSchema) } } },
    async (request) => sortNotes(request.ctx, { companyId: request.params.companyId, placements: request.body.notes }),
  );

  app.delete(
    '/company-notes/:noteId',
    { config: user, schema: { tags, params: z.object({ noteId: idParam }) } },
    async (request, reply) => {
      await deleteNote(request.ctx, request.params.noteId);
      reply.code(204);
    },
  );
};
