import { routeGroup } from '../shared/route.js';
import {
  connectCrmReplySchema,
  connectCrmSchema,
  crmAuthorizeReplySchema,
  crmAuthorizeSchema,
  crmExportReplySchema,
  crmExportSchema,
  crmStatusSchema,
} from './crm.js';

const route = routeGroup({ tags: ['exports'], access: 'user' });

/** The CRM export (Salesforce): connection by OAuth 2.0 with PKCE, and pushing leads or investors (spec part 2 §4, §7). */
export const exportRoutes = {
  status: route({ method: 'GET', path: '/crm-status', reply: crmStatusSchema }),
  authorize: route({ method: 'POST', path: '/crm-authorize', body: crmAuthorizeSchema, reply: crmAuthorizeReplySchema }),
  connect: route({ method: 'POST', path: '/connect-crm', body: connectCrmSchema, reply: connectCrmReplySchema }),
  disconnect: route({ method: 'DELETE', path: '/connect-crm', status: 204 }),
  export: route({
    method: 'POST',
    path: '/crm-export',
    body: crmExportSchema,
    description: '403 when the user has not connected a CRM account (the client then signs them in); 400 when no CRM is set up.',
    reply: crmExportReplySchema,
  }),
};
