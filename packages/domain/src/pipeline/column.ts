import { z } from 'zod';
import { requiredText } from '../shared/text-field.js';

/** Pipeline column names (spec part 1 §5); task board columns follow the same rule. */
export const COLUMN_NAME_MAX = 300;

export const columnMessages = {
  nameRequired: 'Column name is required',
  nameTooLong: 'Column name cannot be more than 300 characters',
  created: 'Column created successfully',
  renamed: 'Column renamed successfully',
  deleted: 'Column deleted successfully',
  notFound: 'Column not found',
  failed: 'Something went wrong',
  orderIncomplete: 'The new order must list columns of one board only',
} as const;

export const columnNameField = requiredText(
  { required: columnMessages.nameRequired, tooLong: columnMessages.nameTooLong },
  COLUMN_NAME_MAX,
);

/** POST /api/pipeline and PUT /api/pipeline/{id}; PUT /api/company-board/{id}. */
export const columnNameSchema = z.object({ name: columnNameField });
export type ColumnName = z.infer<typeof columnNameSchema>;

/** The most columns one order may list. */
export const MAX_COLUMNS = 200;

/** PATCH /api/pipeline and PATCH /api/company-board: the columns in their new order. The server numbers them 1..n. */
export const columnOrderSchema = z.object({
  new_order: z
    .array(z.object({ id: z.string().max(64), order: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(MAX_COLUMNS),
});
export type ColumnOrder = z.infer<typeof columnOrderSchema>;

/** A status column of the pipeline or of a task board (spec part 1 §3): `order` runs 1..n. */
export const columnSchema = z.object({ id: z.string(), name: z.string(), order: z.number().int() });
export type Column = z.infer<typeof columnSchema>;

/**
 * Columns after PATCH new_order: listed columns take their order, the others keep theirs (a listed one
 * goes first on a tie), and all are numbered 1..n. Unknown ids are ignored.
 */
export function reorderColumns<T extends Column>(columns: readonly T[], newOrder: readonly { id: string; order: number }[]): T[] {
  const wanted = new Map(newOrder.map((entry) => [entry.id.toLowerCase(), entry.order]));
  return columns
    .map((column, index) => ({
      column,
      index,
      key: wanted.get(column.id.toLowerCase()) ?? column.order,
      listed: wanted.has(column.id.toLowerCase()),
    }))
    .sort((a, b) => a.key - b.key || Number(b.listed) - Number(a.listed) || a.index - b.index)
    .map(({ column }, index) => ({ ...column, order: index + 1 }));
}
