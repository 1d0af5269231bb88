import {
  connectCrmReplySchema,
  connectCrmSchema,
  crmAuthorizeReplySchema,
  crmAuthorizeSchema,
  crmExportReplySchema,
  crmExportSchema,
  crmStatusSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { connectCrm, crmStatus, disconnectCrm, startAuthorization } from './crm-connection.service.js';
import { requireLeadsManager } from '../leads/leads-manager-access.js';
import { exportToCrm } from './crm-export.service.js';

const user = { access: 'user' } as const;
const tags = ['exports'];

/** The CRM export (Salesforce): connection by OAuth 2.0 with PKCE, and pushing leads or investors (spec part 2 §4, §7). */
export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get('/crm-status', { config: user, schema: { tags, response: { 200: crmStatusSchema } } }, async (request) => crmStatus(request.ctx));

  app.post(
    '/crm-authorize',
    { config: user, schema: { tags, body: crmAuthorizeSchema, response: { 200: crmAuthorizeReplySchema } } },
    async (request) => startAuthorization(request.ctx, request.body.return_path),
  );

  app.post(
    '/connect-crm',
    { config: user, schema: { tags, body: connectCrmSchema, response: { 200: connectCrmReplySchema } } },
    async (request) => connectCrm(request.ctx, request.body),
  );

  app.delete('/connect-crm', { config: user, schema: { tags } }, async (request, reply) => {
    await disconnectCrm(request.ctx);
    reply.code(204);
  });

  app.post(
    '/crm-export',
    {
      config: user,
      schema: {
        tags,
        body: crmExportSchema,
        description: '403 when the user has not connected a CRM account (the client then signs them in); 400 when no CRM is set up.',
        response: { 200: crmExportReplySchema },
      },
    },
    async (request) => {
      if (request.body.source === 'leads') await requireLeadsManager(request);
      return exportToCrm(request.ctx, request.body);
    },
  );
};
