import {
  communicationTypeCreateSchema,
  communicationTypeQuerySchema,
  communicationTypeSchema,
  communicationTypeUpdateSchema,
  leadCreateSchema,
  leadDuplicateSchema,
  leadIdQuerySchema,
  leadListCreateSchema,
  leadListNameSchema,
  leadListQuerySchema,
  leadListReplySchema,
  leadListSchema,
  leadQuerySchema,
  leadSavedSchema,
  leadSchema,
  leadUpdateSchema,
  messageSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { idParam } from '../../platform/params.js';
import { createType, deleteType, listTypes, renameType } from './communication-types.service.js';
import { requireLeadsManager } from './leads-manager-access.js';
import { createLeadList, deleteLeadList, listLeadLists, renameLeadList } from './lead-lists.service.js';
import { addLead, deleteLead, getLead, listLeads, updateLead } from './leads.service.js';

const user = { access: 'user' } as const;
const tags = ['leads'];
const params = z.object({ id: idParam });
const companyParams = z.object({ companyId: idParam });
const lists = z.array(leadListSchema);

/** Leads, lead lists and communication types of a company (spec part 1 §7 'Leads'), for enterprise users. */
export const leadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // preParsing: after each route's access guard (an onRequest) has found the caller, before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    await requireLeadsManager(request);
    return payload;
  });

  app.get(
    '/user-lead',
    { config: user, schema: { tags, querystring: leadQuerySchema, response: { 200: leadListReplySchema } } },
    async (request) => listLeads(request.ctx, request.query),
  );

  app.get('/user-lead/:id', { config: user, schema: { tags, params, response: { 200: leadSchema } } }, async (request) =>
    getLead(request.ctx, request.params.id),
  );

  app.post(
    '/user-lead',
    {
      config: user,
      schema: {
        tags,
        body: leadCreateSchema,
        description: '409 when the company has a lead of the same site or e-mail: send `on_duplicate` (merge or keep_both) to save anyway.',
        response: { 200: leadSavedSchema, 201: leadSavedSchema, 409: leadDuplicateSchema },
      },
    },
    async (request, reply) => {
      const saved = await addLead(request.ctx, request.body);
      reply.code(saved.outcome === 'created' ? 201 : 200);
      return saved;
    },
  );

  app.put('/user-lead', { config: user, schema: { tags, body: leadUpdateSchema, response: { 200: leadSchema } } }, async (request) =>
    updateLead(request.ctx, request.body),
  );

  app.delete('/user-lead', { config: user, schema: { tags, querystring: leadIdQuerySchema } }, async (request, reply) => {
    await deleteLead(request.ctx, request.query.id);
    reply.code(204);
  });

  app.get(
    '/user-lead-list',
    { config: user, schema: { tags, querystring: leadListQuerySchema, response: { 200: lists } } },
    async (request) => listLeadLists(request.ctx, request.query.user_company_id),
  );

  app.get(
    '/user-lead-list/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: lists } } },
    async (request) => listLeadLists(request.ctx, request.params.companyId),
  );

  app.post(
    '/user-lead-list',
    { config: user, schema: { tags, body: leadListCreateSchema, response: { 201: leadListSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createLeadList(request.ctx, { companyId: request.body.user_company_id, name: request.body.name });
    },
  );

  app.post(
    '/user-lead-list/:companyId',
    { config: user, schema: { tags, params: companyParams, body: leadListNameSchema, response: { 201: leadListSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createLeadList(request.ctx, { companyId: request.params.companyId, name: request.body.name });
    },
  );

  app.put(
    '/user-lead-list/:id',
    { config: user, schema: { tags, params, body: leadListNameSchema, response: { 200: leadListSchema } } },
    async (request) => renameLeadList(request.ctx, { id: request.params.id, name: request.body.name }),
  );

  app.delete(
    '/user-lead-list/:id',
    {
      config: user,
      schema: {
        tags,
        params,
        description: 'The list’s leads move to General.',
        response: { 200: messageSchema.extend({ moved: z.number().int() }) },
      },
    },
    async (request) => deleteLeadList(request.ctx, request.params.id),
  );

  app.get(
    '/communication',
    { config: user, schema: { tags, querystring: communicationTypeQuerySchema, response: { 200: z.array(communicationTypeSchema) } } },
    async (request) => listTypes(request.ctx, request.query.user_company_id),
  );

  app.post(
    '/communication',
    { config: user, schema: { tags, body: communicationTypeCreateSchema, response: { 201: communicationTypeSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createType(request.ctx, { companyId: request.body.user_company_id, title: request.body.status });
    },
  );

  app.put(
    '/communication/:id',
    { config: user, schema: { tags, params, body: communicationTypeUpdateSchema, response: { 200: communicationTypeSchema } } },
    async (request) => renameType(request.ctx, { id: request.params.id, title: request.body.status }),
  );

  app.delete('/communication/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await deleteType(request.ctx, request.params.id);
    reply.code(204);
  });
};
