import {
  columnSchema,
  moveCompany,
  placementsSchema,
  reorderColumns,
  type Column,
  type Placement,
  type PipelineStatus,
} from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../platform/http';
import { optimisticList } from '../../platform/optimistic';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD ? undefined : { column: columnSchema, columns: z.array(columnSchema), placements: placementsSchema };

export const pipelineColumnsKey = ['pipeline', 'columns'] as const;
export const placementsKey = ['pipeline', 'placements'] as const;
export const pipelineKey = ['pipeline'] as const;

/** GET /api/pipeline: the status columns in order. */
export function usePipelineColumns() {
  return useQuery({ queryKey: pipelineColumnsKey, queryFn: ({ signal }) => api('/pipeline', { signal, reply: replies?.columns }) });
}

/** GET /api/company-status: each company's row and status column (0: the company list column). */
export function usePlacements() {
  return useQuery({ queryKey: placementsKey, queryFn: ({ signal }) => api('/company-status', { signal, reply: replies?.placements }) });
}

const column = (id: string) => `/pipeline/${encodeURIComponent(id)}`;

/** POST /api/pipeline. */
export function useCreatePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('/pipeline', { method: 'POST', body: { name }, reply: replies?.column }),
    onSuccess: (created) => queryClient.setQueryData<Column[]>(pipelineColumnsKey, (columns) => [...(columns ?? []), created]),
  });
}

/** PUT /api/pipeline/{id}: shown at once, undone if the save fails. */
export function useRenamePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api(column(id), { method: 'PUT', body: { name }, reply: replies?.column }),
    ...optimisticList(queryClient, pipelineColumnsKey, (columns: Column[], { id, name }: { id: string; name: string }) =>
      columns.map((one) => (one.id === id ? { ...one, name } : one)),
    ),
  });
}

/** DELETE /api/pipeline/{id}: its companies go back to the company list column. */
export function useDeletePipelineColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(column(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}

/** PATCH /api/pipeline with the columns in their new order; the order shows at once. */
export function useReorderPipelineColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api('/pipeline', {
        method: 'PATCH',
        body: { new_order: ids.map((id, index) => ({ id, order: index + 1 })) },
        reply: replies?.columns,
      }),
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
      api('/company-status', { method: 'PUT', body: { companies: [{ id: companyId, row, status }] }, reply: replies?.placements }),
    ...optimisticList(queryClient, placementsKey, (placements: Placement[], move: CompanyMove) =>
      moveCompany(placements, move.companyId, move.row, move.status),
    ),
    onSuccess: (placements) => queryClient.setQueryData(placementsKey, placements),
  });
}
