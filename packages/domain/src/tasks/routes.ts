import { z } from 'zod';
import { MAX_FILES_PER_UPLOAD } from '../documents/document.js';
import { columnNameSchema, columnOrderSchema } from '../pipeline/column.js';
import { idParams } from '../shared/params.js';
import { EVENT_STREAM, FILE_REPLY, FORM_DATA, routeGroup } from '../shared/route.js';
import { taskHistoryItemSchema } from './history.js';
import { boardColumnCreateSchema, boardColumnSchema, taskCompleteSchema, taskOrderSchema, taskSchema } from './task.js';

const route = routeGroup({ tags: ['tasks'], access: 'user' });
const companyParams = idParams('companyId');
const params = idParams('id');
const columns = z.array(boardColumnSchema);
const tasks = z.array(taskSchema);
const taskForm = (fields: string) =>
  `multipart/form-data: ${fields}; up to ${MAX_FILES_PER_UPLOAD} files in repeated \`attachments\` fields, checked as documents are.`;

/** Task boards of companies: their columns, tasks, history and attachments (spec part 1 §7 'Task board'). */
export const taskRoutes = {
  columns: route({ method: 'GET', path: '/company-board/:companyId', params: companyParams, reply: columns }),
  createColumn: route({
    method: 'POST',
    path: '/company-board',
    body: boardColumnCreateSchema,
    reply: boardColumnSchema,
    status: 201,
    events: ['columns'],
  }),
  renameColumn: route({
    method: 'PUT',
    path: '/company-board/:id',
    params,
    body: columnNameSchema,
    reply: boardColumnSchema,
    events: ['columns'],
  }),
  deleteColumn: route({ method: 'DELETE', path: '/company-board/:id', params, status: 204, events: ['columns'] }),
  reorderColumns: route({ method: 'PATCH', path: '/company-board', body: columnOrderSchema, reply: columns, events: ['columns'] }),
  list: route({ method: 'GET', path: '/company-task/:companyId', params: companyParams, reply: tasks }),
  create: route({
    method: 'POST',
    path: '/company-task',
    body: FORM_DATA,
    description: taskForm('title, description, start_date, end_date (YYYY-MM-DD), repeated assignees, company_id, status_id'),
    reply: taskSchema,
    status: 201,
    events: ['tasks'],
  }),
  update: route({
    method: 'PUT',
    path: '/company-task/:id',
    params,
    body: FORM_DATA,
    description: taskForm('only the changed fields of the create form, repeated new_assignees, removable_assignees and removable_files'),
    reply: taskSchema,
    events: ['tasks'],
  }),
  remove: route({ method: 'DELETE', path: '/company-task/:id', params, status: 204, events: ['tasks'] }),
  reorder: route({
    method: 'PATCH',
    path: '/company-task/:taskId',
    params: idParams('taskId'),
    body: taskOrderSchema,
    reply: tasks,
    events: ['tasks'],
  }),
  complete: route({
    method: 'POST',
    path: '/company-task-complete/:id',
    params,
    body: taskCompleteSchema,
    reply: taskSchema,
    events: ['tasks'],
  }),
  history: route({ method: 'GET', path: '/company-task-history/:companyId', params: companyParams, reply: z.array(taskHistoryItemSchema) }),
  attachment: route({ method: 'GET', path: '/company-task-attachment/:id', params, reply: FILE_REPLY }),
  events: route({
    method: 'GET',
    path: '/company-task-events/:companyId',
    params: companyParams,
    reply: EVENT_STREAM,
    description: 'Server-Sent Events: a `change` event ({kind, actor, at}) each time the board’s tasks or columns change.',
  }),
};
