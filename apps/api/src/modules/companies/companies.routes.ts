import { companyRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import {
  createCompany,
  deleteCompany,
  duplicateCompany,
  listCompanies,
  organizationMembersOf,
  updateCompany,
} from './companies.service.js';

/** Companies, sharing and the organization's members (spec part 1 §7, part 2 §7). */
export const companiesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, companyRoutes.list, async (request) => listCompanies(request.ctx, request.query.search));
  registerRoute(app, companyRoutes.create, async (request) => createCompany(request.ctx, request.body));
  registerRoute(app, companyRoutes.update, async (request) => updateCompany(request.ctx, { ...request.body, id: request.params.id }));
  registerRoute(app, companyRoutes.remove, async (request) => deleteCompany(request.ctx, request.query.id));
  registerRoute(app, companyRoutes.duplicate, async (request) =>
    duplicateCompany(request.ctx, { id: request.params.id, company_name: request.body.company_name }),
  );
  registerRoute(app, companyRoutes.members, async (request) => organizationMembersOf(request.ctx));
};
