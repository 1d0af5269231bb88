import { idParams } from '../shared/params.js';
import { messageSchema } from '../shared/responses.js';
import { EVENT_STREAM, routeGroup } from '../shared/route.js';
import { algoStatusReplySchema, buyersFeedbackSchema, buyersQuerySchema, buyersReplySchema, generationStartedSchema } from './florence.js';
import { buyerMarkReplySchema, buyerMarkSchema } from './marks.js';

const route = routeGroup({ tags: ['florence'], access: 'user' });
const params = idParams('companyId');
const markParams = idParams('companyId', 'buyerId');

/** Florence: a company's ranked buyers, generating them, the generation status (also live), feedback and marks on buyers. */
export const florenceRoutes = {
  buyers: route({ method: 'GET', path: '/company-buyers/:companyId', params, query: buyersQuerySchema, reply: buyersReplySchema }),
  generate: route({
    method: 'PUT',
    path: '/company-buyers/:companyId',
    params,
    reply: generationStartedSchema,
    status: 202,
    events: ['florence'],
  }),
  status: route({ method: 'GET', path: '/algo-status', reply: algoStatusReplySchema }),
  statusStream: route({
    method: 'GET',
    path: '/algo-status/stream',
    reply: EVENT_STREAM,
    description:
      'Server-Sent Events: a `change` event each time one of the caller’s runs, or a run on their organization’s companies, moves, with `run` (its `id`, its `company` and its `state`): read GET /api/algo-status then (poll it every 10 s where streams are blocked), and the company’s list once its run is no longer processing.',
  }),
  feedback: route({ method: 'POST', path: '/buyers-feedback', body: buyersFeedbackSchema, reply: messageSchema, status: 201 }),
  mark: route({
    method: 'PUT',
    path: '/company-buyers/:companyId/marks/:buyerId',
    params: markParams,
    body: buyerMarkSchema,
    reply: buyerMarkReplySchema,
    description: 'Marks a buyer of the company’s list Good fit or Not a fit (one mark per buyer and company; the last one wins).',
  }),
  clearMark: route({
    method: 'DELETE',
    path: '/company-buyers/:companyId/marks/:buyerId',
    params: markParams,
    reply: buyerMarkReplySchema,
    description: 'Clears the buyer’s mark: a buyer marked Not a fit comes back to the list.',
  }),
};
