import { draftReplySchema, draftWriteSchema, questionsReplySchema } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { discardDraft, questions, readDraft, saveDraft } from './questionnaire.service.js';

const user = { access: 'user' } as const;
const tags = ['questionnaire'];
const params = z.object({ id: idParam });

/** The questions and the drafts of the company submission (spec part 2 §7); the submit itself is PUT /api/user-company. */
export const questionnaireRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/question', { config: user, schema: { tags, response: { 200: questionsReplySchema } } }, async () => questions());

  app.get('/company-draft/:id', { config: user, schema: { tags, params, response: { 200: draftReplySchema } } }, async (request) =>
    readDraft(request.ctx, request.params.id),
  );

  app.post('/company-draft/:id', { config: user, schema: { tags, params, body: draftWriteSchema } }, async (request, reply) => {
    await saveDraft(request.ctx, { companyId: request.params.id, userInput: request.body.user_input });
    reply.code(204);
  });

  app.delete('/company-draft/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await discardDraft(request.ctx, request.params.id);
    reply.code(204);
  });
};
