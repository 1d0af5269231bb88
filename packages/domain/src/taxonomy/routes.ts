import { z } from 'zod';
import { routeGroup } from '../shared/route.js';
import { naicsListSchema } from './naics.js';

const route = routeGroup({ tags: ['taxonomy'], access: 'public' });

/** The taxonomies the web app does not bundle (spec part 2 §3): public data, cached by the browser for a day. */
export const taxonomyRoutes = {
  naics: route({
    method: 'GET',
    path: '/taxonomy/naics',
    reply: naicsListSchema,
    otherReplies: { 304: z.undefined().describe('Not modified') },
  }),
};
