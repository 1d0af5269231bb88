import { noteCreateSchema, noteSchema, noteSortSchema, noteUpdateSchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { callerOf } from '../auth/caller.js';
import { actorOf } from '../companies/company-access.js';
import { createNote, deleteNote, listNotes, sortNotes, updateNote } from './notes.service.js';

const companyParams = z.object({ companyId: z.string().max(64) });
const user = { access: 'user' } as const;
const tags = ['notes'];

/** The notes of a company: any member who can see the company may read and write them. */
export const notesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const actor = (request: Parameters<typeof callerOf>[0]) => actorOf(db, callerOf(request).user.id);

  app.get(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: z.array(noteSchema) } } },
    async (request) => listNotes(db, await actor(request), request.params.companyId),
  );

  app.post(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params: companyParams, body: noteCreateSchema, response: { 201: noteSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createNote(db, await actor(request), request.params.companyId, request.body.notes)),
  );

  app.put(
    '/company-notes/:companyId',
    { config: user, schema: { tags, params: companyParams, body: noteUpdateSchema, response: { 200: noteSchema } } },
    async (request) => updateNote(db, await actor(request), request.params.companyId, request.body),
  );

  app.put(
    '/company-notes/:companyId/sort',
    { config: user, schema: { tags, params: companyParams, body: noteSortSchema, response: { 200: z.array(noteSchema) } } },
    async (request) => sortNotes(db, await actor(request), request.params.companyId, request.body.notes),
  );

  app.delete(
    '/company-notes/:noteId',
    { config: user, schema: { tags, params: z.object({ noteId: z.string().max(64) }) } },
    async (request, reply) => {
      await deleteNote(db, await actor(request), request.params.noteId);
      return reply.status(204).send();
    },
  );
};
