import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { EVENT_STREAM, routeGroup } from '../shared/route.js';
import { columnNameSchema, columnOrderSchema, columnSchema } from './column.js';
import { companyStatusWriteSchema, placementsSchema } from './pipeline.js';

const route = routeGroup({ tags: ['pipeline'], access: 'user' });
const params = idParams('id');
const columns = z.array(columnSchema);

/** The pipeline's status columns and where each company sits on it (spec part 1 §7 'Pipeline'). */
export const pipelineRoutes = {
  columns: route({ method: 'GET', path: '/pipeline', reply: columns }),
  createColumn: route({ method: 'POST', path: '/pipeline', body: columnNameSchema, reply: columnSchema, status: 201, events: ['columns'] }),
  renameColumn: route({ method: 'PUT', path: '/pipeline/:id', params, body: columnNameSchema, reply: columnSchema, events: ['columns'] }),
  deleteColumn: route({ method: 'DELETE', path: '/pipeline/:id', params, status: 204, events: ['columns'] }),
  reorderColumns: route({ method: 'PATCH', path: '/pipeline', body: columnOrderSchema, reply: columns, events: ['columns'] }),
  placements: route({ method: 'GET', path: '/company-status', reply: placementsSchema }),
  savePlacements: route({
    method: 'PUT',
    path: '/company-status',
    body: companyStatusWriteSchema,
    reply: placementsSchema,
    events: ['placements'],
  }),
  events: route({
    method: 'GET',
    path: '/pipeline-events',
    reply: EVENT_STREAM,
    description: 'Server-Sent Events: a `change` event ({kind, actor, at}) each time the caller’s pipeline changes.',
  }),
};
