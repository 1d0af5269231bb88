import { leadRoutes as routes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { createType, deleteType, listTypes, renameType } from './communication-types.service.js';
import { requireLeadsManager } from './leads-manager-access.js';
import { createLeadList, deleteLeadList, listLeadLists, renameLeadList } from './lead-lists.service.js';
import { addLead, deleteLead, getLead, listLeads, updateLead } from './leads.service.js';

/** Leads, lead lists and communication types of a company (spec part 1 §7 'Leads'), for enterprise users. */
export const leadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // preParsing: after each route's access guard (an onRequest) has found the caller, before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    await requireLeadsManager(request);
    return payload;
  });

  registerRoute(app, routes.list, async (request) => listLeads(request.ctx, request.query));
  registerRoute(app, routes.get, async (request) => getLead(request.ctx, request.params.id));
  registerRoute(app, routes.create, async (request, reply) => {
    const saved = await addLead(request.ctx, request.body);
    if (saved.outcome !== 'created') reply.code(200);
    return saved;
  });
  registerRoute(app, routes.update, async (request) => updateLead(request.ctx, request.body));
  registerRoute(app, routes.remove, async (request) => deleteLead(request.ctx, request.query.id));
  registerRoute(app, routes.lists, async (request) => listLeadLists(request.ctx, request.query.user_company_id));
  registerRoute(app, routes.listsOf, async (request) => listLeadLists(request.ctx, request.params.companyId));
  registerRoute(app, routes.createList, async (request) =>
    createLeadList(request.ctx, { companyId: request.body.user_company_id, name: request.body.name }),
  );
  registerRoute(app, routes.createListOf, async (request) =>
    createLeadList(request.ctx, { companyId: request.params.companyId, name: request.body.name }),
  );
  registerRoute(app, routes.renameList, async (request) => renameLeadList(request.ctx, { id: request.params.id, name: request.body.name }));
  registerRoute(app, routes.deleteList, async (request) => deleteLeadList(request.ctx, request.params.id));
  registerRoute(app, routes.communicationTypes, async (request) => listTypes(request.ctx, request.query.user_company_id));
  registerRoute(app, routes.createCommunicationType, async (request) =>
    createType(request.ctx, { companyId: request.body.user_company_id, title: request.body.status }),
  );
  registerRoute(app, routes.renameCommunicationType, async (request) =>
    renameType(request.ctx, { id: request.params.id, title: request.body.status }),
  );
  registerRoute(app, routes.deleteCommunicationType, async (request) => deleteType(request.ctx, request.params.id));
};
