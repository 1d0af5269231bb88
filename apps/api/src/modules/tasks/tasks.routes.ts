import { taskRoutes } from '@dealscout/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { streamEvents } from '../../platform/event-stream.js';
import { boardChannel } from '../../platform/events.js';
import { registerRoute } from '../../platform/register-route.js';
import { sendDownload } from '../../platform/uploads/file-download.js';
import { registerMultipart } from '../../platform/uploads/multipart.js';
import { createBoardColumn, deleteBoardColumn, listBoardColumns, reorderBoardColumns, renameBoardColumn } from './board-columns.service.js';
import { createTask } from './task-create.service.js';
import { attachmentFile } from './task-attachments.js';
import { listHistory } from './task-history.js';
import { updateTask } from './task-update.service.js';
import { completeTask, deleteTask, listTasks, reorderTask } from './tasks.service.js';
import { visibleCompany } from '../companies/index.js';

/** The uploads commit on their own: files are stored as they stream in. */
const ownTransactions = { config: { transaction: false } };

/** Task boards of companies: their columns, tasks, history and attachments (spec part 1 §7 'Task board'). */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Fields: the text ones, repeated assignee and file ids; a description is the longest at 5,000 characters.
  const formParts = await registerMultipart(app, { fields: 1_000, fieldBytes: 64 * 1024 });

  registerRoute(app, taskRoutes.columns, async (request) => listBoardColumns(request.ctx, request.params.companyId));
  registerRoute(app, taskRoutes.createColumn, async (request) =>
    createBoardColumn(request.ctx, { companyId: request.body.company_id, name: request.body.name }),
  );
  registerRoute(app, taskRoutes.renameColumn, async (request) =>
    renameBoardColumn(request.ctx, { id: request.params.id, name: request.body.name }),
  );
  registerRoute(app, taskRoutes.deleteColumn, async (request) => deleteBoardColumn(request.ctx, request.params.id));
  registerRoute(app, taskRoutes.reorderColumns, async (request) => reorderBoardColumns(request.ctx, request.body.new_order));
  registerRoute(app, taskRoutes.list, async (request) => listTasks(request.ctx, request.params.companyId));
  registerRoute(app, taskRoutes.create, async (request) => createTask(request.ctx, formParts(request)), ownTransactions);
  registerRoute(
    app,
    taskRoutes.update,
    async (request) => updateTask(request.ctx, { taskId: request.params.id, parts: formParts(request) }),
    ownTransactions,
  );
  registerRoute(app, taskRoutes.remove, async (request) => deleteTask(request.ctx, request.params.id));
  registerRoute(app, taskRoutes.reorder, async (request) =>
    reorderTask(request.ctx, { taskId: request.params.taskId, newOrder: request.body.new_order }),
  );
  registerRoute(app, taskRoutes.complete, async (request) =>
    completeTask(request.ctx, { taskId: request.params.id, completed: request.body.completed }),
  );
  registerRoute(app, taskRoutes.history, async (request) => listHistory(request.ctx, request.params.companyId));
  registerRoute(app, taskRoutes.attachment, async (request, reply) =>
    sendDownload(reply, await attachmentFile(request.ctx, request.params.id)),
  );
  registerRoute(app, taskRoutes.events, async (request, reply) => {
    const company = await visibleCompany(request.ctx, request.params.companyId);
    streamEvents(request, reply, request.ctx.events, boardChannel(company.id));
  });
};
