import { indexForMove, requestedMove, taskMessages, type TaskOrder } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { companyBoards, companyTasks, taskAttachments } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { oneTask, tasksWhere } from './present-task.js';
import { boardChanged, boardColumn, currentTask, lockBoard, visibleTask, type BoardContext, type TaskWriteContext } from './task-access.js';
import { recordHistory } from './task-history.js';
import { boardOrder, closeUp, placeTask } from './task-positions.js';

/** GET /api/company-task/{companyId}: the board's tasks, by column then priority. */
export async function listTasks(scope: CompanyScope, companyId: string) {
  const company = await visibleCompany(scope, companyId);
  return tasksWhere(scope.db, eq(companyTasks.companyId, company.id));
}

/** POST /api/company-task-complete/{id}: complete or reopen; the same state again changes nothing. */
export async function completeTask(ctx: BoardContext, input: { taskId: string; completed: boolean }) {
  const { company } = await visibleTask(ctx, input.taskId);
  await lockBoard(ctx.db, company.id);
  const task = await currentTask(ctx.db, input.taskId);
  if (task.isCompleted !== input.completed) {
    await ctx.db.update(companyTasks).set({ isCompleted: input.completed, updatedAt: new Date() }).where(eq(companyTasks.id, task.id));
    await recordHistory(ctx, task, [{ kind: input.completed ? 'completed' : 'reopened' }]);
    boardChanged(ctx, company.id, 'tasks');
  }
  return oneTask(ctx.db, task.id);
}

/** DELETE /api/company-task/{id}: its column closes up, its history stays, its files go once committed. */
export async function deleteTask(ctx: TaskWriteContext, taskId: string) {
  const { company } = await visibleTask(ctx, taskId);
  await lockBoard(ctx.db, company.id);
  const task = await currentTask(ctx.db, taskId);
  const files = await ctx.db.select({ key: taskAttachments.storageKey }).from(taskAttachments).where(eq(taskAttachments.taskId, task.id));
  await recordHistory(ctx, task, [{ kind: 'deleted', oldValue: task.title }]);
  await ctx.db.delete(companyTasks).where(eq(companyTasks.id, task.id));
  await closeUp(ctx.db, company.id);
  for (const { key } of files) ctx.afterCommit(() => ctx.storage.remove(key));
  boardChanged(ctx, company.id, 'tasks');
}

/**
 * PATCH /api/company-task/{taskId}: a drag. The body is the board as the client saw it after the drop;
 * only the moved task's place is read from it (its column and the task above it), and applied under
 * the board's lock to the board as it is now, which is then numbered 1..n. So two people moving tasks
 * at once both keep their move and no task is lost. Returns the board's tasks.
 */
export async function reorderTask(ctx: BoardContext, input: { taskId: string; newOrder: TaskOrder['new_order'] }) {
  const { company } = await visibleTask(ctx, input.taskId);
  const lower = input.newOrder.map((entry) => ({
    id: entry.id.toLowerCase(),
    status: entry.status.toLowerCase(),
    priority: entry.priority,
  }));
  const move = requestedMove(lower, input.taskId.toLowerCase());
  if (!move) throw badRequest(taskMessages.orderWithoutTask);
  await lockBoard(ctx.db, company.id);
  const task = await currentTask(ctx.db, input.taskId);
  const target = await boardColumn(ctx.db, company.id, move.status);
  const board = await boardOrder(ctx.db, company.id);
  const { from, to } = await placeTask(ctx.db, company.id, task.id, target.id, indexForMove(board, task.id, move), board);
  if (from.status !== to.status) {
    const [old] = await ctx.db.select({ name: companyBoards.name }).from(companyBoards).where(eq(companyBoards.id, from.status));
    await recordHistory(ctx, task, [{ kind: 'status', oldValue: old!.name, newValue: target.name, detail: target.name }]);
  } else if (from.priority !== to.priority) {
    await recordHistory(ctx, task, [{ kind: 'priority', oldValue: String(from.priority), newValue: String(to.priority) }]);
  }
  if (from.status !== to.status || from.priority !== to.priority) boardChanged(ctx, company.id, 'tasks');
  return tasksWhere(ctx.db, eq(companyTasks.companyId, company.id));
}
