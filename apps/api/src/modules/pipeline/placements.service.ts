import {
  columnMessages,
  companyMessages,
  moveCompany,
  UNASSIGNED_STATUS,
  type CompanyStatusWrite,
  type Placement,
} from '@dealscout/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { companies, companyPlacements, pipelineColumns } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { type CompanyScope, visibleTo } from '../companies/index.js';
import { findPipeline, lockedPipeline, pipelineChanged, type PipelineContext } from './pipeline-owner.js';

/** A company on the grid with its stored row (a sort key shared by the pipeline's members; null until placed). */
interface GridRow {
  companyId: string;
  storedRow: number | null;
  columnId: string | null;
}

/**
 * The companies the actor sees, in grid order: placed ones by their stored row, then the others
 * oldest first. A member sees their rows of the organization's pipeline, numbered 0..n-1 for them.
 */
async function gridOf(scope: CompanyScope, pipelineId: string | null): Promise<GridRow[]> {
  const placement = pipelineId
    ? and(eq(companyPlacements.companyId, companies.id), eq(companyPlacements.pipelineId, pipelineId))
    : sql`false`;
  return scope.db
    .select({ companyId: companies.id, storedRow: companyPlacements.row, columnId: companyPlacements.columnId })
    .from(companies)
    .leftJoin(companyPlacements, placement)
    .where(visibleTo(scope.actor))
    .orderBy(sql`${companyPlacements.row} asc nulls last`, asc(companies.createdAt), asc(companies.id));
}

const asPlacements = (grid: GridRow[]): Placement[] =>
  grid.map((row, index) => ({ company_id: row.companyId, row: index, status: row.columnId ?? UNASSIGNED_STATUS }));

/** GET /api/company-status: every company the actor sees, with its row and status column (0: none). */
export async function listPlacements(scope: CompanyScope) {
  return asPlacements(await gridOf(scope, await findPipeline(scope)));
}

/** Every status named is 0 or a column of the pipeline: a column deleted meanwhile is a 404. */
async function checkStatuses(scope: CompanyScope, pipelineId: string, statuses: (string | 0)[]) {
  const ids = [...new Set(statuses.filter((status): status is string => status !== UNASSIGNED_STATUS).map((id) => id.toLowerCase()))];
  if (!ids.length) return;
  if (!ids.every(isUuid)) throw notFound(columnMessages.notFound);
  const found = await scope.db
    .select({ id: pipelineColumns.id })
    .from(pipelineColumns)
    .where(and(eq(pipelineColumns.pipelineId, pipelineId), inArray(pipelineColumns.id, ids)));
  if (found.length !== ids.length) throw notFound(columnMessages.notFound);
}

/**
 * PUT /api/company-status. Under the pipeline's lock, each listed company moves to its (row, status)
 * on the grid as it is now, the company in that row taking its old row (so two members moving
 * different companies at once both keep their move). Rows are the actor's 0..n-1; they are stored as
 * the pipeline's sort keys, which the actor's companies keep among themselves.
 */
export async function savePlacements(scope: PipelineContext, input: CompanyStatusWrite) {
  const pipelineId = await lockedPipeline(scope);
  pipelineChanged(scope, 'placements');
  await checkStatuses(
    scope,
    pipelineId,
    input.companies.map((company) => company.status),
  );
  const grid = await gridOf(scope, pipelineId);
  const known = new Set(grid.map((row) => row.companyId));
  if (input.companies.some((company) => !known.has(company.id.toLowerCase()))) throw notFound(companyMessages.notFound);

  let placements = asPlacements(grid);
  for (const company of input.companies) {
    const status = company.status === UNASSIGNED_STATUS ? company.status : company.status.toLowerCase();
    placements = moveCompany(placements, company.id.toLowerCase(), company.row, status);
  }
  const keys = await sortKeys(scope, pipelineId, grid);
  await scope.db
    .insert(companyPlacements)
    .values(
      placements.map((placement) => ({
        pipelineId,
        companyId: placement.company_id,
        row: keys[placement.row]!,
        columnId: placement.status === UNASSIGNED_STATUS ? null : placement.status,
      })),
    )
    .onConflictDoUpdate({
      target: [companyPlacements.pipelineId, companyPlacements.companyId],
      set: { row: sql`excluded.row`, columnId: sql`excluded.column_id` },
    });
  return asPlacements(await gridOf(scope, pipelineId));
}

/** The stored rows of the actor's grid, in order: placed companies keep theirs, new ones go after the pipeline's last. */
async function sortKeys(scope: CompanyScope, pipelineId: string, grid: GridRow[]) {
  const [last] = await scope.db
    .select({ row: max(companyPlacements.row) })
    .from(companyPlacements)
    .where(eq(companyPlacements.pipelineId, pipelineId));
  let next = (last?.row ?? -1) + 1;
  return grid.map((row) => row.storedRow ?? next++);
}
