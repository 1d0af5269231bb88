import { UNASSIGNED_STATUS, type PipelineStatus, type Placement } from './pipeline.js';

/** Placements in row order, rows renumbered 0..n-1. */
export function orderedRows(placements: readonly Placement[]): Placement[] {
  return [...placements].sort((a, b) => a.row - b.row).map((placement, row) => ({ ...placement, row }));
}

/**
 * Drops a company into the cell (row, status): it takes that row and status; the company already in
 * the row takes the dragged one's old row and keeps its status (spec part 1 §4). A row past the end is
 * the last row. Unknown companies change nothing.
 */
export function moveCompany(placements: readonly Placement[], companyId: string, row: number, status: PipelineStatus): Placement[] {
  const rows = orderedRows(placements);
  const from = rows.findIndex((placement) => placement.company_id === companyId);
  if (from < 0 || rows.length === 0) return rows;
  const to = Math.min(Math.max(row, 0), rows.length - 1);
  const moved = rows[from]!;
  const displaced = rows[to]!;
  rows[to] = { ...moved, row: to, status };
  if (to !== from) rows[from] = { ...displaced, row: from };
  return rows;
}

/** After a column is deleted its companies are back in the company list column. */
export function releaseColumn(placements: readonly Placement[], columnId: string): Placement[] {
  return placements.map((placement) => (placement.status === columnId ? { ...placement, status: UNASSIGNED_STATUS } : placement));
}
