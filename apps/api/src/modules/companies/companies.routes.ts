import { companyAnswersSchema, companyMessages, companySchema, companyWriteSchema, duplicateCompanySchema } from '@dealscout/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { callerOf } from '../auth/caller.js';
import { actorOf } from './company-access.js';
import {
  createCompany,
  deleteCompany,
  duplicateCompany,
  listCompanies,
  organizationMembersOf,
  saveAnswers,
  updateCompany,
} from './companies.service.js';

const idParam = z.object({ id: z.string().max(64) });

/** Companies, sharing and the organization's members (spec part 1 §7, part 2 §7). */
export const companiesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const actor = (request: FastifyRequest) => actorOf(db, callerOf(request).user.id);
  const user = { access: 'user' } as const;

  app.get(
    '/user-company',
    {
      config: user,
      schema: {
        tags: ['companies'],
        querystring: z.object({ search: z.string().max(200).optional() }),
        response: { 200: z.array(companySchema) },
      },
    },
    async (request) => listCompanies(db, await actor(request), request.query.search),
  );

  app.post(
    '/user-company',
    { config: user, schema: { tags: ['companies'], body: companyWriteSchema, response: { 201: companySchema } } },
    async (request, reply) => reply.status(201).send(await createCompany(db, await actor(request), request.body)),
  );

  app.put(
    '/user-company/:id',
    { config: user, schema: { tags: ['companies'], params: idParam, body: companyWriteSchema, response: { 200: companySchema } } },
    async (request) => updateCompany(db, await actor(request), request.params.id, request.body),
  );

  app.put(
    '/user-company',
    { config: user, schema: { tags: ['companies'], body: companyAnswersSchema, response: { 200: z.object({ data: companySchema }) } } },
    async (request) => ({
      data: await saveAnswers(db, await actor(request), request.body),
    }),
  );

  app.delete(
    '/user-company',
    { config: user, schema: { tags: ['companies'], querystring: z.object({ id: z.string({ error: companyMessages.notFound }).max(64) }) } },
    async (request, reply) => {
      await deleteCompany({ ...deps, log: request.log }, await actor(request), request.query.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/duplicate-company/:id',
    { config: user, schema: { tags: ['companies'], params: idParam, body: duplicateCompanySchema, response: { 201: companySchema } } },
    async (request, reply) =>
      reply.status(201).send(await duplicateCompany(db, await actor(request), request.params.id, request.body.company_name)),
  );

  app.get(
    '/organization-members',
    { config: user, schema: { tags: ['companies'], response: { 200: z.array(z.object({ id: z.string(), username: z.string() })) } } },
    async (request) => organizationMembersOf(db, await actor(request)),
  );
};
