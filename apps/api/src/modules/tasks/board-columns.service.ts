import { reorderColumns, taskMessages, type BoardColumn, type ColumnOrder } from '@dealscout/domain';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { companyBoards, companyTasks } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { renumberPositions, writePositions } from '../../platform/positions.js';
import { type CompanyScope, visibleCompany } from '../companies/index.js';
import { boardChanged, boardColumn, columnNotFound, lockBoard, type BoardContext } from './task-access.js';

/** The board's columns in order, with how many tasks each holds. */
async function columnsOf(scope: CompanyScope, companyId: string): Promise<BoardColumn[]> {
  const rows = await scope.db
    .select({ id: companyBoards.id, name: companyBoards.name, order: companyBoards.position, taskCount: count(companyTasks.id) })
    .from(companyBoards)
    .leftJoin(companyTasks, eq(companyTasks.columnId, companyBoards.id))
    .where(eq(companyBoards.companyId, companyId))
    .groupBy(companyBoards.id)
    .orderBy(asc(companyBoards.position), asc(companyBoards.id));
  return rows.map(({ taskCount, ...column }) => ({ ...column, task_count: taskCount }));
}

const oneColumn = async (scope: CompanyScope, companyId: string, columnId: string) =>
  (await columnsOf(scope, companyId)).find((column) => column.id === columnId)!;

/** A column of a board the actor sees, with its company, under the board's lock. */
async function visibleColumn(scope: CompanyScope, columnId: string) {
  if (!isUuid(columnId)) throw columnNotFound();
  const [row] = await scope.db.select({ companyId: companyBoards.companyId }).from(companyBoards).where(eq(companyBoards.id, columnId));
  if (!row) throw columnNotFound();
  const company = await visibleCompany(scope, row.companyId).catch(() => Promise.reject(columnNotFound()));
  await lockBoard(scope.db, company.id);
  return { column: await boardColumn(scope.db, company.id, columnId), company };
}

/** GET /api/company-board/{companyId}. */
export async function listBoardColumns(scope: CompanyScope, companyId: string) {
  const company = await visibleCompany(scope, companyId);
  return columnsOf(scope, company.id);
}

/** POST /api/company-board: a new column goes last. */
export async function createBoardColumn(scope: BoardContext, input: { companyId: string; name: string }) {
  const company = await visibleCompany(scope, input.companyId);
  await lockBoard(scope.db, company.id);
  const [last] = await scope.db
    .select({ position: max(companyBoards.position) })
    .from(companyBoards)
    .where(eq(companyBoards.companyId, company.id));
  const [row] = await scope.db
    .insert(companyBoards)
    .values({ companyId: company.id, name: input.name, position: (last?.position ?? 0) + 1 })
    .returning();
  boardChanged(scope, company.id, 'columns');
  return oneColumn(scope, company.id, row!.id);
}

/** PUT /api/company-board/{id}. */
export async function renameBoardColumn(scope: BoardContext, input: { id: string; name: string }) {
  const { column, company } = await visibleColumn(scope, input.id);
  await scope.db.update(companyBoards).set({ name: input.name }).where(eq(companyBoards.id, column.id));
  boardChanged(scope, company.id, 'columns');
  return oneColumn(scope, company.id, column.id);
}

/** DELETE /api/company-board/{id}: only an empty column (spec part 1 §5); the others close up. */
export async function deleteBoardColumn(scope: BoardContext, columnId: string) {
  const { column, company } = await visibleColumn(scope, columnId);
  const [held] = await scope.db.select({ n: count() }).from(companyTasks).where(eq(companyTasks.columnId, column.id));
  if (held!.n > 0) throw badRequest(taskMessages.columnNotEmpty);
  await scope.db.delete(companyBoards).where(eq(companyBoards.id, column.id));
  await renumberPositions(scope.db, companyBoards, eq(companyBoards.companyId, company.id));
  boardChanged(scope, company.id, 'columns');
}

/** PATCH /api/company-board: the columns of one board in a new order, numbered 1..n. */
export async function reorderBoardColumns(scope: BoardContext, newOrder: ColumnOrder['new_order']) {
  const ids = [...new Set(newOrder.map((entry) => entry.id.toLowerCase()))];
  const { company } = await visibleColumn(scope, ids[0]!);
  if (!ids.every(isUuid)) throw columnNotFound();
  const listed = await scope.db
    .select({ id: companyBoards.id })
    .from(companyBoards)
    .where(and(eq(companyBoards.companyId, company.id), inArray(companyBoards.id, ids)));
  if (listed.length !== ids.length) throw columnNotFound();
  await writePositions(scope.db, companyBoards, reorderColumns(await columnsOf(scope, company.id), newOrder));
  boardChanged(scope, company.id, 'columns');
  return columnsOf(scope, company.id);
}
