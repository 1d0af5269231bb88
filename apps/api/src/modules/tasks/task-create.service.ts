import { taskCreateSchema, taskMessages, taskTag } from '@dealscout/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyTasks, taskAssignees, taskCounters } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import type { FormPart } from '../../platform/uploads/multipart.js';
import { UploadBatch } from '../../platform/uploads/stored-upload.js';
import { visibleCompany } from '../companies/index.js';
import { allowedAssignees, namesOf } from './assignees.js';
import { oneTask } from './present-task.js';
import { boardChanged, boardColumn, firstColumn, lockBoard, type TaskWriteContext } from './task-access.js';
import { attachFiles } from './task-attachments.js';
import { parseForm, readTaskForm } from './task-form.js';
import { recordHistory, type TaskChange } from './task-history.js';
import { inTransaction } from '../../db/transaction.js';

/** The next tag number of a company, never one given out before (deleted tasks keep theirs). */
async function nextTaskNumber(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .insert(taskCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({ target: taskCounters.companyId, set: { lastNumber: sql`${taskCounters.lastNumber} + 1` } })
    .returning({ number: taskCounters.lastNumber });
  return row!.number;
}

/**
 * POST /api/company-task (multipart). The attachments stream to storage as they arrive; then the task,
 * its assignees, attachments and history are written in one transaction, at the end of its column.
 * A refusal anywhere removes the stored files: nothing stays. The route runs without the request
 * transaction (`transaction: false`) because the body may be long.
 */
export async function createTask(ctx: TaskWriteContext, parts: AsyncIterable<FormPart>) {
  const batch = new UploadBatch(ctx.storage);
  let taskId: string;
  try {
    const input = parseForm(taskCreateSchema, await readTaskForm(parts, batch));
    const company = await visibleCompany(ctx, input.company_id);
    taskId = await inTransaction(ctx.db, async (db) => {
      const scope = { ...ctx, db };
      await lockBoard(db, company.id);
      const column = input.status_id ? await boardColumn(db, company.id, input.status_id) : await firstColumn(db, company.id);
      if (!column) throw badRequest(taskMessages.noColumn);
      const assignees = await allowedAssignees(scope, company, input.assignees ?? [], 'assignees');
      const [held] = await db.select({ n: count() }).from(companyTasks).where(eq(companyTasks.columnId, column.id));
      const number = await nextTaskNumber(db, company.id);
      const [task] = await db
        .insert(companyTasks)
        .values({
          companyId: company.id,
          columnId: column.id,
          number,
          tag: taskTag(company.name, number),
          title: input.title,
          description: input.description ?? '',
          priority: held!.n + 1,
          startDate: input.start_date ?? null,
          endDate: input.end_date ?? null,
          createdBy: ctx.actor.id,
        })
        .returning();
      const changes: TaskChange[] = [{ kind: 'created', newValue: task!.title }];
      if (assignees.length) {
        await db.insert(taskAssignees).values(assignees.map((userId) => ({ taskId: task!.id, userId })));
        const names = await namesOf(scope, assignees);
        changes.push({ kind: 'assigned', newValue: names, detail: names });
      }
      changes.push(...(await attachFiles(db, task!, batch.files, ctx.actor.id)));
      await recordHistory(scope, task!, changes);
      boardChanged(ctx, company.id, 'tasks');
      return task!.id;
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
  return oneTask(ctx.db, taskId);
}
