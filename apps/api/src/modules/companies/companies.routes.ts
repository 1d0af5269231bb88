import {
  companyAnswersSchema,
  companyMessages,
  companySchema,
  companyWriteSchema,
  duplicateCompanySchema,
  organizationMemberSchema,
  savedAnswersSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import {
  createCompany,
  deleteCompany,
  duplicateCompany,
  listCompanies,
  organizationMembersOf,
  saveAnswers,
  updateCompany,
} from './companies.service.js';

const user = { access: 'user' } as const;
const tags = ['companies'];
const params = z.object({ id: idParam });

/** Companies, sharing and the organization's members (spec part 1 §7, part 2 §7). */
export const companiesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/user-company',
    {
      config: user,
      schema: { tags, querystring: z.object({ search: z.string().max(200).optional() }), response: { 200: z.array(companySchema) } },
    },
    async (request) => listCompanies(request.ctx, request.query.search),
  );

  app.post(
    '/user-company',
    { config: user, schema: { tags, body: companyWriteSchema, response: { 201: companySchema } } },
    async (request, reply) => {
      reply.code(201);
      return createCompany(request.ctx, request.body);
    },
  );

  app.put(
    '/user-company/:id',
    { config: user, schema: { tags, params, body: companyWriteSchema, response: { 200: companySchema } } },
    async (request) => updateCompany(request.ctx, { ...request.body, id: request.params.id }),
  );

  app.put(
    '/user-company',
    { config: user, schema: { tags, body: companyAnswersSchema, response: { 200: savedAnswersSchema } } },
    async (request) => ({ data: await saveAnswers(request.ctx, request.body) }),
  );

  app.delete(
    '/user-company',
    { config: user, schema: { tags, querystring: z.object({ id: z.string({ error: companyMessages.notFound }).pipe(idParam) }) } },
    async (request, reply) => {
      await deleteCompany(request.ctx, request.query.id);
      reply.code(204);
    },
  );

  app.post(
    '/duplicate-company/:id',
    { config: user, schema: { tags, params, body: duplicateCompanySchema, response: { 201: companySchema } } },
    async (request, reply) => {
      reply.code(201);
      return duplicateCompany(request.ctx, { id: request.params.id, company_name: request.body.company_name });
    },
  );

  app.get(
    '/organization-members',
    { config: user, schema: { tags, response: { 200: z.array(organizationMemberSchema) } } },
    async (request) => organizationMembersOf(request.ctx),
  );
};
