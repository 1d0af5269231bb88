import { idParams } from '../shared/params.js';
import { routeGroup } from '../shared/route.js';
import { draftReplySchema, draftWriteSchema } from './drafts.js';
import { questionsReplySchema } from './question-definition.js';

const route = routeGroup({ tags: ['questionnaire'], access: 'user' });
const params = idParams('id');

/** The questions and the drafts of the company submission (spec part 2 §7); the submit itself is `companyRoutes.saveAnswers`. */
export const questionnaireRoutes = {
  questions: route({ method: 'GET', path: '/question', reply: questionsReplySchema }),
  draft: route({ method: 'GET', path: '/company-draft/:id', params, reply: draftReplySchema }),
  saveDraft: route({ method: 'POST', path: '/company-draft/:id', params, body: draftWriteSchema, status: 204 }),
  discardDraft: route({ method: 'DELETE', path: '/company-draft/:id', params, status: 204 }),
};
