import { moveCompany, pipelineRoutes, reorderColumns, type Column, type Placement, type PipelineStatus } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';
import { optimisticList } from '../../platform/optimistic';

export const pipelineColumnsKey = ['pipeline', 'columns'] as const;
export const placementsKey = ['pipeline', 'placements'] as const;
export const pipelineKey = ['pipeline'] as const;

/** GET /api/pipeline: the status columns in order. */
export function usePipelineColumns() {
  return useQuery({ queryKey: pipelineColumnsKey, queryFn: ({ signal }) => call(pipelineRoutes.columns, {}, { signal }) });
}

/** GET /api/company-status: each company's row and status column (0: the company list column). */
export function usePlacements() {
  return useQuery({ queryKey: placementsKey, queryFn: ({ signal }) => call(pipelineRoutes.placements, {}, { signal }) });
}

/** POST /api/pipeline. */
export function useCreatePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(pipelineRoutes.createColumn, { body: { name } }),
    onSuccess: (created) => queryClient.setQueryData<Column[]>(pipelineColumnsKey, (columns) => [...(columns ?? []), created]),
  });
}

/** PUT /api/pipeline/{id}: shown at once, undone if the save fails. */
export function useRenamePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => call(pipelineRoutes.renameColumn, { params: { id }, body: { name } }),
    ...optimisticList(queryClient, pipelineColumnsKey, (columns: Column[], { id, name }: { id: string; name: string }) =>
      columns.map((one) => (one.id === id ? { ...one, name } : one)),
    ),
  });
}

/** DELETE /api/pipeline/{id}: its companies go back to the company list column. */
export function useDeletePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(pipelineRoutes.deleteColumn, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}

/** PATCH /api/pipeline with the columns in their new order; the order shows at once. */
export function useReorderPipelineColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      call(pipelineRoutes.reorderColumns, { body: { new_order: ids.map((id, index) => ({ id, order: index + 1 })) } }),
    ...optimisticList(queryClient, pipelineColumnsKey, (columns: Column[], ids: string[]) =>
      reorderColumns(
        columns,
        ids.map((id, index) => ({ id, order: index + 1 })),
      ).sort((a, b) => a.order - b.order),
    ),
    onSuccess: (columns) => queryClient.setQueryData(pipelineColumnsKey, columns),
  });
}

export interface CompanyMove {
  companyId: string;
  row: number;
  status: PipelineStatus;
}

/**
 * PUT /api/company-status with the moved company: it shows in its new cell at once (the company in
 * that row takes its old one); the server applies the same rule to the grid as it is then.
 */
export function useMoveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, row, status }: CompanyMove) =>
      call(pipelineRoutes.savePlacements, { body: { companies: [{ id: companyId, row, status }] } }),
    ...optimisticList(queryClient, placementsKey, (placements: Placement[], move: CompanyMove) =>
      moveCompany(placements, move.companyId, move.row, move.status),
    ),
    onSuccess: (placements) => queryClient.setQueryData(placementsKey, placements),
  });
}
