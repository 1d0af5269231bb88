import { z } from 'zod';
import { idParam, idParams } from '../shared/params.js';
import { routeGroup } from '../shared/route.js';
import {
  companyAnswersSchema,
  companyMessages,
  companySchema,
  companyWriteSchema,
  duplicateCompanySchema,
  organizationMemberSchema,
  savedAnswersSchema,
} from './company.js';

const route = routeGroup({ tags: ['companies'], access: 'user' });
const params = idParams('id');

/** Companies, sharing and the organization's members (spec part 1 §7, part 2 §7). */
export const companyRoutes = {
  list: route({
    method: 'GET',
    path: '/user-company',
    query: z.object({ search: z.string().max(200).optional() }),
    reply: z.array(companySchema),
  }),
  create: route({ method: 'POST', path: '/user-company', body: companyWriteSchema, reply: companySchema, status: 201 }),
  update: route({ method: 'PUT', path: '/user-company/:id', params, body: companyWriteSchema, reply: companySchema }),
  /** The questionnaire's submit. */
  saveAnswers: route({ method: 'PUT', path: '/user-company', body: companyAnswersSchema, reply: savedAnswersSchema }),
  remove: route({
    method: 'DELETE',
    path: '/user-company',
    query: z.object({ id: z.string({ error: companyMessages.notFound }).pipe(idParam) }),
    status: 204,
  }),
  duplicate: route({
    method: 'POST',
    path: '/duplicate-company/:id',
    params,
    body: duplicateCompanySchema,
    reply: companySchema,
    status: 201,
  }),
  members: route({ method: 'GET', path: '/organization-members', reply: z.array(organizationMemberSchema) }),
};
