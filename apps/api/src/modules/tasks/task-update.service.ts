import { dateOrderErrors, taskUpdateSchema, type TaskUpdate } from '@dealscout/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { companyBoards, companyTasks, taskAssignees } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { FormPart } from '../../platform/uploads/multipart.js';
import { UploadBatch } from '../../platform/uploads/stored-upload.js';
import type { CompanyRow, CompanyScope } from '../companies/index.js';
import { allowedAssignees, namesOf } from './assignees.js';
import { oneTask } from './present-task.js';
import { boardChanged, boardColumn, currentTask, lockBoard, visibleTask, type TaskRow, type TaskWriteContext } from './task-access.js';
import { attachFiles, attachmentNames, detachFiles } from './task-attachments.js';
import { parseForm, readTaskForm } from './task-form.js';
import { recordHistory, type TaskChange } from './task-history.js';
import { placeTask } from './task-positions.js';
import { inTransaction } from '../../db/transaction.js';

type TextField = 'title' | 'description' | 'startDate' | 'endDate';
const TEXT_FIELDS: [keyof TaskUpdate, TextField, TaskChange['kind']][] = [
  ['title', 'title', 'title'],
  ['description', 'description', 'description'],
  ['start_date', 'startDate', 'start_date'],
  ['end_date', 'endDate', 'end_date'],
];

/** The sent fields that differ from the task, as column values and history changes. */
function fieldChanges(task: TaskRow, input: TaskUpdate) {
  const set: Partial<Pick<TaskRow, TextField>> = {};
  const changes: TaskChange[] = [];
  for (const [field, column, kind] of TEXT_FIELDS) {
    const value = input[field] as string | null | undefined;
    if (value === undefined || value === task[column]) continue;
    set[column] = value as never;
    changes.push({ kind, oldValue: task[column] || null, newValue: value || null });
  }
  const dates = dateOrderErrors(
    set.startDate === undefined ? task.startDate : set.startDate,
    set.endDate === undefined ? task.endDate : set.endDate,
  );
  if (Object.keys(dates).length)
    throw new AppError(400, Object.fromEntries(Object.entries(dates).map(([key, message]) => [key, [message]])));
  return { set, changes };
}

/** A new column from the form: the task goes to its end. */
async function moveToColumn(scope: CompanyScope, task: TaskRow, columnId: string): Promise<TaskChange[]> {
  const column = await boardColumn(scope.db, task.companyId, columnId);
  if (column.id === task.columnId) return [];
  const [from] = await scope.db.select({ name: companyBoards.name }).from(companyBoards).where(eq(companyBoards.id, task.columnId));
  await placeTask(scope.db, task.companyId, task.id, column.id, Number.MAX_SAFE_INTEGER);
  return [{ kind: 'status', oldValue: from!.name, newValue: column.name, detail: column.name }];
}

/** Adds and removes assignees; adding is checked like the create form. */
async function assigneeChanges(scope: CompanyScope, company: CompanyRow, task: TaskRow, input: TaskUpdate): Promise<TaskChange[]> {
  const changes: TaskChange[] = [];
  const current = new Set(
    (await scope.db.select({ id: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task.id))).map((row) => row.id),
  );
  const added = (await allowedAssignees(scope, company, input.new_assignees ?? [], 'new_assignees')).filter((id) => !current.has(id));
  if (added.length) {
    await scope.db.insert(taskAssignees).values(added.map((userId) => ({ taskId: task.id, userId })));
    const names = await namesOf(scope, added);
    changes.push({ kind: 'assigned', newValue: names, detail: names });
  }
  const removed = [...new Set((input.removable_assignees ?? []).map((id) => id.toLowerCase()))].filter((id) => current.has(id));
  if (removed.length) {
    await scope.db.delete(taskAssignees).where(and(eq(taskAssignees.taskId, task.id), inArray(taskAssignees.userId, removed)));
    const names = await namesOf(scope, removed);
    changes.push({ kind: 'unassigned', oldValue: names, detail: names });
  }
  return changes;
}

/**
 * PUT /api/company-task/{id} (multipart): the changed fields, assignees to add and remove, files to
 * remove and new files. New files stream to storage first (a name already on the task is refused);
 * then every change and its history item are written in one transaction. Removed files go once it
 * has committed; on any refusal the new ones are removed and nothing is written.
 */
export async function updateTask(ctx: TaskWriteContext, { taskId, parts }: { taskId: string; parts: AsyncIterable<FormPart> }) {
  const { task: seen, company } = await visibleTask(ctx, taskId);
  const batch = new UploadBatch(ctx.storage, await attachmentNames(ctx.db, seen.id));
  let removedKeys: string[];
  try {
    const input = parseForm(taskUpdateSchema, await readTaskForm(parts, batch));
    removedKeys = await inTransaction(ctx.db, async (db) => {
      const scope = { ...ctx, db };
      await lockBoard(db, company.id);
      const task = await currentTask(db, seen.id);
      const { set, changes } = fieldChanges(task, input);
      if (input.status_id) changes.push(...(await moveToColumn(scope, task, input.status_id)));
      changes.push(...(await assigneeChanges(scope, company, task, input)));
      const detached = await detachFiles(db, task.id, input.removable_files ?? []);
      changes.push(...detached.changes, ...(await attachFiles(db, task, batch.files, ctx.actor.id)));
      if (changes.length) {
        await db
          .update(companyTasks)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(companyTasks.id, task.id));
        await recordHistory(scope, task, changes);
        boardChanged(ctx, company.id, 'tasks');
      }
      return detached.keys;
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
  for (const key of removedKeys) ctx.afterCommit(() => ctx.storage.remove(key));
  return oneTask(ctx.db, seen.id);
}
