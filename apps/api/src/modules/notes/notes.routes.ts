import { noteRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { createNote, deleteNote, listNotes, sortNotes, updateNote } from './notes.service.js';

/** The notes of a company: any member who can see the company may read and write them. */
export const notesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, noteRoutes.list, async (request) => listNotes(request.ctx, request.params.companyId));
  registerRoute(app, noteRoutes.create, async (request) =>
    createNote(request.ctx, { companyId: request.params.companyId, html: request.body.notes }),
  );
  registerRoute(app, noteRoutes.update, async (request) =>
    updateNote(request.ctx, { companyId: request.params.companyId, changes: request.body }),
  );
  registerRoute(app, noteRoutes.sort, async (request) =>
    sortNotes(request.ctx, { companyId: request.params.companyId, placements: request.body.notes }),
  );
  registerRoute(app, noteRoutes.remove, async (request) => deleteNote(request.ctx, request.params.noteId));
};
