import { z } from 'zod';

/** The status of a company that is in no pipeline column: the company list column (spec part 1 §3). */
export const UNASSIGNED_STATUS = 0;

export const pipelineMessages = {
  companyNotFound: 'Company not found',
  saved: 'Pipeline saved',
  failed: 'Something went wrong',
} as const;

/** A column id, or 0 for the company list column. */
export const pipelineStatusSchema = z.union([z.literal(UNASSIGNED_STATUS), z.string().min(1).max(64)]);
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;

/**
 * Where a company sits on the grid: its row (0-based, in the order the caller sees the companies) and
 * its status column.
 */
export const placementSchema = z.object({ company_id: z.string(), row: z.number().int().min(0), status: pipelineStatusSchema });
export type Placement = z.infer<typeof placementSchema>;

/**
 * PUT /api/company-status. The spec's client sends whole companies (id, name, boards, shared, row,
 * status); only id, row and status are read. Each listed company moves to its cell in list order; a
 * company already in the target row takes the moved one's old row.
 */
export const companyStatusWriteSchema = z.object({
  companies: z
    .array(
      z.looseObject({
        id: z.string().max(64),
        row: z.number().int().min(0).max(100_000),
        status: pipelineStatusSchema,
      }),
    )
    .min(1)
    .max(5_000),
});
export type CompanyStatusWrite = z.infer<typeof companyStatusWriteSchema>;

/** The grid as the caller sees it: one row per company, rows 0..n-1. */
export const placementsSchema = z.array(placementSchema);
