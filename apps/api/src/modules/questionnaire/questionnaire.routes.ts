import { companyRoutes, questionnaireRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { discardDraft, questions, readDraft, saveAnswers, saveDraft } from './questionnaire.service.js';

/** The questions, the drafts of the company submission and the submit itself, PUT /api/user-company (spec part 2 §7). */
export const questionnaireRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, routes.questions, async () => questions());
  registerRoute(app, routes.draft, async (request) => readDraft(request.ctx, request.params.id));
  registerRoute(app, routes.saveDraft, async (request) =>
    saveDraft(request.ctx, { companyId: request.params.id, userInput: request.body.user_input }),
  );
  registerRoute(app, routes.discardDraft, async (request) => discardDraft(request.ctx, request.params.id));
  registerRoute(app, companyRoutes.saveAnswers, async (request) => ({ data: await saveAnswers(request.ctx, request.body) }));
};
