import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { routeGroup } from '../shared/route.js';
import { actionRecordReplySchema, actionRecordSchema } from './actions.js';
import { timeFilterParam, timeZoneQuerySchema } from './filters.js';
import {
  globalAnalyticsSchema,
  recentUsersSchema,
  timeSpentSchema,
  userAnalyticsSchema,
  userCountsSchema,
  usersListSchema,
  usersQuerySchema,
} from './replies.js';

const route = routeGroup({ tags: ['analytics'], access: 'superuser' });
const chart = { params: z.object({ filter: timeFilterParam }), query: timeZoneQuerySchema };

/** Admin analytics (spec part 2 §3, §7): superusers only; anyone else signed in gets 403. */
export const analyticsRoutes = {
  global: route({ method: 'GET', path: '/global-analytics', query: timeZoneQuerySchema, reply: globalAnalyticsSchema }),
  user: route({ method: 'GET', path: '/user-analytics/:userId', params: idParams('userId'), reply: userAnalyticsSchema }),
  activeUsers: route({ method: 'GET', path: '/active-users/:filter', ...chart, reply: userCountsSchema }),
  returnUsers: route({ method: 'GET', path: '/return-users/:filter', ...chart, reply: userCountsSchema }),
  timeSpent: route({ method: 'GET', path: '/time-spent/:filter', ...chart, reply: timeSpentSchema }),
  recentUsers: route({ method: 'GET', path: '/recently-loggedin-users', reply: recentUsersSchema }),
  users: route({ method: 'GET', path: '/users', query: usersQuerySchema, reply: usersListSchema }),
};

const activity = routeGroup({ tags: ['activity'], access: 'user' });

/** What the analytics count that no other call shows: downloads, and that the open app is in use. */
export const activityRoutes = {
  record: activity({ method: 'POST', path: '/action-record', body: actionRecordSchema, reply: actionRecordReplySchema, status: 201 }),
  /** The session's last activity moves with every signed-in request, so the heartbeat needs no body. */
  heartbeat: activity({ method: 'POST', path: '/session-heartbeat', access: 'account', status: 204 }),
};
