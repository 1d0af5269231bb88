import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { messageSchema } from '../shared/responses.js';
import { routeGroup } from '../shared/route.js';
import {
  communicationTypeCreateSchema,
  communicationTypeQuerySchema,
  communicationTypeSchema,
  communicationTypeUpdateSchema,
} from './communication-type.js';
import { leadListCreateSchema, leadListNameSchema, leadListQuerySchema, leadListSchema } from './lead-list.js';
import {
  leadCreateSchema,
  leadDuplicateSchema,
  leadIdQuerySchema,
  leadListReplySchema,
  leadQuerySchema,
  leadSavedSchema,
  leadSchema,
  leadUpdateSchema,
} from './lead.js';

const route = routeGroup({ tags: ['leads'], access: 'user' });
const params = idParams('id');
const companyParams = idParams('companyId');
const lists = z.array(leadListSchema);

/** Leads, lead lists and communication types of a company (spec part 1 §7 'Leads'), for enterprise users. */
export const leadRoutes = {
  list: route({ method: 'GET', path: '/user-lead', query: leadQuerySchema, reply: leadListReplySchema }),
  get: route({ method: 'GET', path: '/user-lead/:id', params, reply: leadSchema }),
  /** 201 when created, 200 when merged into a duplicate. */
  create: route({
    method: 'POST',
    path: '/user-lead',
    body: leadCreateSchema,
    description: '409 when the company has a lead of the same site or e-mail: send `on_duplicate` (merge or keep_both) to save anyway.',
    reply: leadSavedSchema,
    status: 201,
    otherReplies: { 200: leadSavedSchema, 409: leadDuplicateSchema },
  }),
  update: route({ method: 'PUT', path: '/user-lead', body: leadUpdateSchema, reply: leadSchema }),
  remove: route({ method: 'DELETE', path: '/user-lead', query: leadIdQuerySchema, status: 204 }),
  lists: route({ method: 'GET', path: '/user-lead-list', query: leadListQuerySchema, reply: lists }),
  listsOf: route({ method: 'GET', path: '/user-lead-list/:companyId', params: companyParams, reply: lists }),
  createList: route({ method: 'POST', path: '/user-lead-list', body: leadListCreateSchema, reply: leadListSchema, status: 201 }),
  createListOf: route({
    method: 'POST',
    path: '/user-lead-list/:companyId',
    params: companyParams,
    body: leadListNameSchema,
    reply: leadListSchema,
    status: 201,
  }),
  renameList: route({ method: 'PUT', path: '/user-lead-list/:id', params, body: leadListNameSchema, reply: leadListSchema }),
  deleteList: route({
    method: 'DELETE',
    path: '/user-lead-list/:id',
    params,
    description: 'The list’s leads move to General.',
    reply: messageSchema.extend({ moved: z.number().int() }),
  }),
  communicationTypes: route({
    method: 'GET',
    path: '/communication',
    query: communicationTypeQuerySchema,
    reply: z.array(communicationTypeSchema),
  }),
  createCommunicationType: route({
    method: 'POST',
    path: '/communication',
    body: communicationTypeCreateSchema,
    reply: communicationTypeSchema,
    status: 201,
  }),
  renameCommunicationType: route({
    method: 'PUT',
    path: '/communication/:id',
    params,
    body: communicationTypeUpdateSchema,
    reply: communicationTypeSchema,
  }),
  deleteCommunicationType: route({ method: 'DELETE', path: '/communication/:id', params, status: 204 }),
};
