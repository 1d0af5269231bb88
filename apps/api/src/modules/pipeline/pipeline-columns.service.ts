import { columnMessages, reorderColumns as reordered, type Column, type ColumnOrder } from '@dealscout/domain';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { pipelineColumns } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { CompanyScope } from '../companies/index.js';
import { renumberPositions, writePositions } from '../../platform/positions.js';
import { findPipeline, lockedPipeline, pipelineChanged, type PipelineContext } from './pipeline-owner.js';

const columnNotFound = () => notFound(columnMessages.notFound);
const present = (row: typeof pipelineColumns.$inferSelect): Column => ({ id: row.id, name: row.name, order: row.position });

async function columnsOf(scope: CompanyScope, pipelineId: string | null): Promise<Column[]> {
  if (!pipelineId) return [];
  const rows = await scope.db
    .select()
    .from(pipelineColumns)
    .where(eq(pipelineColumns.pipelineId, pipelineId))
    .orderBy(asc(pipelineColumns.position), asc(pipelineColumns.createdAt));
  return rows.map(present);
}

/** GET /api/pipeline: the columns in order. */
export async function listColumns(scope: CompanyScope) {
  return columnsOf(scope, await findPipeline(scope));
}

/** A new column goes last. */
export async function createColumn(scope: PipelineContext, name: string) {
  const pipelineId = await lockedPipeline(scope);
  pipelineChanged(scope, 'columns');
  const [last] = await scope.db
    .select({ position: max(pipelineColumns.position) })
    .from(pipelineColumns)
    .where(eq(pipelineColumns.pipelineId, pipelineId));
  const [row] = await scope.db
    .insert(pipelineColumns)
    .values({ pipelineId, name, position: (last?.position ?? 0) + 1 })
    .returning();
  return present(row!);
}

/** A column of the actor's pipeline, found under the pipeline's lock; any other id is 404. */
async function ownColumn(scope: CompanyScope, pipelineId: string, columnId: string) {
  if (!isUuid(columnId)) throw columnNotFound();
  const [row] = await scope.db
    .select()
    .from(pipelineColumns)
    .where(and(eq(pipelineColumns.id, columnId), eq(pipelineColumns.pipelineId, pipelineId)));
  if (!row) throw columnNotFound();
  return row;
}

export async function renameColumn(scope: PipelineContext, input: { id: string; name: string }) {
  const pipelineId = await lockedPipeline(scope);
  pipelineChanged(scope, 'columns');
  const column = await ownColumn(scope, pipelineId, input.id);
  const [row] = await scope.db.update(pipelineColumns).set({ name: input.name }).where(eq(pipelineColumns.id, column.id)).returning();
  return present(row!);
}

/** Its companies go back to the company list column (the placements' foreign key sets null); the others close up. */
export async function deleteColumn(scope: PipelineContext, columnId: string) {
  const pipelineId = await lockedPipeline(scope);
  pipelineChanged(scope, 'columns');
  const column = await ownColumn(scope, pipelineId, columnId);
  await scope.db.delete(pipelineColumns).where(eq(pipelineColumns.id, column.id));
  await renumberPositions(scope.db, pipelineColumns, eq(pipelineColumns.pipelineId, pipelineId));
}

/** PATCH /api/pipeline: listed columns take their order, the rest keep theirs; all are numbered 1..n. */
export async function reorderColumns(scope: PipelineContext, newOrder: ColumnOrder['new_order']) {
  const pipelineId = await lockedPipeline(scope);
  pipelineChanged(scope, 'columns');
  const ids = newOrder.map((entry) => entry.id);
  if (!ids.every(isUuid)) throw columnNotFound();
  const listed = await scope.db
    .select({ id: pipelineColumns.id })
    .from(pipelineColumns)
    .where(and(eq(pipelineColumns.pipelineId, pipelineId), inArray(pipelineColumns.id, ids)));
  if (listed.length !== new Set(ids.map((id) => id.toLowerCase())).size) throw columnNotFound();
  const current = await columnsOf(scope, pipelineId);
  await writePositions(scope.db, pipelineColumns, reordered(current, newOrder));
  return columnsOf(scope, pipelineId);
}
