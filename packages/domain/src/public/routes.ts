import { errorReplySchema, messageSchema } from '../shared/responses.js';
import { routeGroup } from '../shared/route.js';
import { emailRequestSchema } from './email-request.js';
import { versionUpdateSchema } from './version-update.js';

const route = routeGroup({ tags: ['public'], access: 'public' });

/** Public calls: the try-out, contact and upgrade forms, and the release notes. */
export const publicRoutes = {
  email: route({ method: 'POST', path: '/email', body: emailRequestSchema, reply: messageSchema, status: 201 }),
  versionUpdate: route({ method: 'GET', path: '/version-update', reply: versionUpdateSchema, otherReplies: { 404: errorReplySchema } }),
};
