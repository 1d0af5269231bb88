import { columnMessages, taskMessages } from '@dealscout/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyBoards, companyTasks } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { boardChannel, publishAfterCommit, type BoardEvent } from '../../platform/events.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { type CompanyRow, type CompanyScope, visibleCompany } from '../companies/index.js';

export type TaskRow = typeof companyTasks.$inferSelect;
export type BoardColumnRow = typeof companyBoards.$inferSelect;
type Db = Pick<Database, 'select' | 'execute'>;

/** What the board services need: the request's database and actor, and publishing once it commits. */
export type BoardContext = Pick<ActorContext, 'db' | 'actor' | 'afterCommit' | 'events'>;

/** Task writes that may carry files also need file storage. */
export type TaskWriteContext = BoardContext & Pick<ActorContext, 'storage'>;

/** Tells the company's open boards, once committed, that its tasks or columns changed. */
export const boardChanged = (ctx: BoardContext, companyId: string, kind: BoardEvent['kind']) =>
  publishAfterCommit(ctx, boardChannel(companyId), kind);

export const taskNotFound = () => notFound(taskMessages.notFound);
export const columnNotFound = () => notFound(columnMessages.notFound);

/**
 * Holds the company's board (its columns and tasks) until the transaction ends: moves, creates and
 * deletes on one board take turns, so priorities stay 1..n and no move is lost.
 */
export async function lockBoard(db: Pick<Database, 'execute'>, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`board:${companyId}`}))`);
}

/** A task whose company the actor sees, with that company; anything else is 'Task not found'. */
export async function visibleTask(scope: CompanyScope, taskId: string): Promise<{ task: TaskRow; company: CompanyRow }> {
  if (!isUuid(taskId)) throw taskNotFound();
  const task = await currentTask(scope.db, taskId);
  const company = await visibleCompany(scope, task.companyId).catch(() => Promise.reject(taskNotFound()));
  return { task, company };
}

/** The task as it is now (read again under the board's lock: a colleague may have moved or deleted it). */
export async function currentTask(db: Db, taskId: string): Promise<TaskRow> {
  const [task] = await db.select().from(companyTasks).where(eq(companyTasks.id, taskId));
  if (!task) throw taskNotFound();
  return task;
}

/** A column of the company's board, or 'Column not found'. */
export async function boardColumn(db: Db, companyId: string, columnId: string): Promise<BoardColumnRow> {
  if (!isUuid(columnId)) throw columnNotFound();
  const [column] = await db
    .select()
    .from(companyBoards)
    .where(and(eq(companyBoards.id, columnId), eq(companyBoards.companyId, companyId)));
  if (!column) throw columnNotFound();
  return column;
}

/** The first column of the board, where a task goes when the form names none; null on a board without columns. */
export async function firstColumn(db: Db, companyId: string): Promise<BoardColumnRow | null> {
  const [column] = await db
    .select()
    .from(companyBoards)
    .where(eq(companyBoards.companyId, companyId))
    .orderBy(asc(companyBoards.position), asc(companyBoards.id))
    .limit(1);
  return column ?? null;
}
