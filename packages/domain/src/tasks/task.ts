import { z } from 'zod';
import { columnNameField, columnSchema } from '../pipeline/column.js';
import { MAX_ASSIGNEES, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, taskMessages as m } from './messages.js';
import { dateOrderErrors, isTaskDate } from './task-dates.js';

const id = z.string().max(64);
const ids = z.array(id).max(MAX_ASSIGNEES);

/** Multipart fields that may repeat; the server reads them as lists even when sent once. */
export const TASK_LIST_FIELDS = ['assignees', 'new_assignees', 'removable_assignees', 'removable_files'] as const;

export const taskTitleField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.titleRequired : 'Must be text') })
  .trim()
  .min(1, m.titleRequired)
  .max(TASK_TITLE_MAX, m.titleTooLong);

export const taskDescriptionField = z.string().max(TASK_DESCRIPTION_MAX, m.descriptionTooLong);

/** A day 'YYYY-MM-DD'; an empty field clears it (null). */
export const taskDateField = z
  .string()
  .trim()
  .refine((text) => text === '' || isTaskDate(text), m.invalidDate)
  .transform((text) => (text === '' ? null : text));

const clientOnly = { company_initials: z.string().max(40).optional(), timestamp: z.string().max(40).optional() };

/** Start and end in order, checked on the whole form (POST) or on the task as it will be (PUT, in the service). */
function checkDates(form: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(dateOrderErrors(form.start_date, form.end_date))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * POST /api/company-task (multipart; files in repeated `attachments`). The tag's initials come from
 * the company's name on the server; `company_initials` and `timestamp` are the spec client's and unread.
 */
export const taskCreateSchema = z
  .object({
    title: taskTitleField,
    description: taskDescriptionField.optional(),
    start_date: taskDateField.optional(),
    end_date: taskDateField.optional(),
    assignees: ids.optional(),
    company_id: id,
    status_id: id.optional(),
    ...clientOnly,
  })
  .superRefine(checkDates);
export type TaskCreate = z.infer<typeof taskCreateSchema>;

/** PUT /api/company-task/{id} (multipart): only the changed fields, plus assignee and file changes. */
export const taskUpdateSchema = z.object({
  title: taskTitleField.optional(),
  description: taskDescriptionField.optional(),
  start_date: taskDateField.optional(),
  end_date: taskDateField.optional(),
  status_id: id.optional(),
  new_assignees: ids.optional(),
  removable_assignees: ids.optional(),
  removable_files: z.array(id).max(1_000).optional(),
  company_id: id.optional(),
  ...clientOnly,
});
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** POST /api/company-task-complete/{id}. */
export const taskCompleteSchema = z.object({ completed: z.boolean() });

/** PATCH /api/company-task/{taskId}: the board's order after the drag, as the client sees it. */
export const taskOrderSchema = z.object({
  new_order: z
    .array(z.object({ id, status: id, priority: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(5_000),
});
export type TaskOrder = z.infer<typeof taskOrderSchema>;
export type TaskOrderEntry = TaskOrder['new_order'][number];

export const taskAssigneeSchema = z.object({ id: z.string(), username: z.string() });
export const taskAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The download address under /api. */
  path: z.string(),
  file_type: z.string(),
  size: z.number().int(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

/** A task as the API returns it (spec part 1 §3). */
export const taskSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  title: z.string(),
  description: z.string(),
  tag: z.string(),
  status: z.object({ id: z.string(), name: z.string() }),
  priority: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_completed: z.boolean(),
  task_assignees: z.array(taskAssigneeSchema),
  task_attachments: z.array(taskAttachmentSchema),
  created_by: z.object({ id: z.string().nullable(), username: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/company-board/{companyId}: the board's columns with how many tasks each holds. */
export const boardColumnSchema = columnSchema.extend({ task_count: z.number().int() });
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** POST /api/company-board. */
export const boardColumnCreateSchema = z.object({ name: columnNameField, company_id: id });
