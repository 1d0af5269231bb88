import {
  boardColumnCreateSchema,
  boardColumnSchema,
  columnNameSchema,
  columnOrderSchema,
  MAX_FILES_PER_UPLOAD,
  taskCompleteSchema,
  taskHistoryItemSchema,
  taskOrderSchema,
  taskSchema,
} from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { boardChannel } from '../../platform/events.js';
import { idParam } from '../../platform/params.js';
import { sendDownload } from '../../platform/uploads/file-download.js';
import { registerMultipart } from '../../platform/uploads/multipart.js';
import { createBoardColumn, deleteBoardColumn, listBoardColumns, reorderBoardColumns, renameBoardColumn } from './board-columns.service.js';
import { createTask } from './task-create.service.js';
import { attachmentFile } from './task-attachments.js';
import { listHistory } from './task-history.js';
import { updateTask } from './task-update.service.js';
import { completeTask, deleteTask, listTasks, reorderTask } from './tasks.service.js';
import { visibleCompany } from '../companies/company-access.js';

const user = { access: 'user' } as const;
const tags = ['tasks'];
const companyParams = z.object({ companyId: idParam });
const params = z.object({ id: idParam });
const columns = z.array(boardColumnSchema);
const tasks = z.array(taskSchema);
const taskForm = (fields: string) => ({
  consumes: ['multipart/form-data'],
  description: `multipart/form-data: ${fields}; up to ${MAX_FILES_PER_UPLOAD} files in repeated \`attachments\` fields, checked as documents are.`,
});

/** Task boards of companies: their columns, tasks, history and attachments (spec part 1 §7 'Task board'). */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Fields: the text ones, repeated assignee and file ids; a description is the longest at 5,000 characters.
  const formParts = await registerMultipart(app, { fields: 1_000, fieldBytes: 64 * 1024 });

  app.get(
    '/company-board/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: columns } } },
    async (request) => listBoardColumns(request.ctx, request.params.companyId),
  );

  app.post(
    '/company-board',
    { config: user, schema: { tags, body: boardColumnCreateSchema, response: { 201: boardColumnSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createBoardColumn(request.ctx, { companyId: request.body.company_id, name: request.body.name });
    },
  );

  app.put(
    '/company-board/:id',
    { config: user, schema: { tags, params, body: columnNameSchema, response: { 200: boardColumnSchema } } },
    async (request) => renameBoardColumn(request.ctx, { id: request.params.id, name: request.body.name }),
  );

  app.delete('/company-board/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await deleteBoardColumn(request.ctx, request.params.id);
    reply.code(204);
  });

  app.patch('/company-board', { config: user, schema: { tags, body: columnOrderSchema, response: { 200: columns } } }, async (request) =>
    reorderBoardColumns(request.ctx, request.body.new_order),
  );

  app.get(
    '/company-task/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: tasks } } },
    async (request) => listTasks(request.ctx, request.params.companyId),
  );

  app.post(
    '/company-task',
    {
      config: { ...user, transaction: false },
      schema: {
        tags,
        ...taskForm('title, description, start_date, end_date (YYYY-MM-DD), repeated assignees, company_id, status_id'),
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTask(request.ctx, formParts(request));
    },
  );

  app.put(
    '/company-task/:id',
    {
      config: { ...user, transaction: false },
      schema: {
        tags,
        params,
        ...taskForm('only the changed fields of the create form, repeated new_assignees, removable_assignees and removable_files'),
        response: { 200: taskSchema },
      },
    },
    async (request) => updateTask(request.ctx, request.params.id, formParts(request)),
  );

  app.delete('/company-task/:id', { config: user, schema: { tags, params } }, async (request, reply) => {
    await deleteTask(request.ctx, request.params.id);
    reply.code(204);
  });

  app.patch(
    '/company-task/:taskId',
    { config: user, schema: { tags, params: z.object({ taskId: idParam }), body: taskOrderSchema, response: { 200: tasks } } },
    async (request) => reorderTask(request.ctx, { taskId: request.params.taskId, newOrder: request.body.new_order }),
  );

  app.post(
    '/company-task-complete/:id',
    { config: user, schema: { tags, params, body: taskCompleteSchema, response: { 200: taskSchema } } },
    async (request) => completeTask(request.ctx, { taskId: request.params.id, completed: request.body.completed }),
  );

  app.get(
    '/company-task-history/:companyId',
    { config: user, schema: { tags, params: companyParams, response: { 200: z.array(taskHistoryItemSchema) } } },
    async (request) => listHistory(request.ctx, request.params.companyId),
  );

  app.get(
    '/company-task-attachment/:id',
    { config: user, schema: { tags, params, produces: ['application/octet-stream'] } },
    async (request, reply) => sendDownload(reply, await attachmentFile(request.ctx, request.params.id)),
  );

  app.get(
    '/company-task-events/:companyId',
    {
      config: user,
      schema: {
        tags,
        params: companyParams,
        produces: ['text/event-stream'],
        description: 'Server-Sent Events: a `change` event ({kind, actor, at}) each time the board’s tasks or columns change.',
      },
    },
    async (request, reply) => {
      const company = await visibleCompany(request.ctx, request.params.companyId);
      streamEvents(request, reply, request.ctx.events, boardChannel(company.id));
    },
  );
};
