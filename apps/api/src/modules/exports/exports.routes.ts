import { exportRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { registerRoute } from '../../platform/register-route.js';
import { connectCrm, crmStatus, disconnectCrm, startAuthorization } from './crm-connection.service.js';
import { requireLeadsManager } from '../leads/index.js';
import { exportToCrm } from './crm-export.service.js';

/** The CRM export (Salesforce): connection by OAuth 2.0 with PKCE, and pushing leads or investors (spec part 2 §4, §7). */
export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  registerRoute(app, exportRoutes.status, async (request) => crmStatus(request.ctx));
  registerRoute(app, exportRoutes.authorize, async (request) => startAuthorization(request.ctx, request.body.return_path));
  registerRoute(app, exportRoutes.connect, async (request) => connectCrm(request.ctx, request.body));
  registerRoute(app, exportRoutes.disconnect, async (request) => disconnectCrm(request.ctx));
  registerRoute(app, exportRoutes.export, async (request) => {
    if (request.body.source === 'leads') await requireLeadsManager(request);
    return exportToCrm(request.ctx, request.body);
  });
};
