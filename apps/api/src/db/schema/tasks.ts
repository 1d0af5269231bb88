import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HistoryKind } from '@dealscout/domain';
import { users } from './accounts.js';
import { companies, companyBoards } from './companies.js';

/** A task on a company's board, in one column (`company_boards`) at a priority 1..n. */
export const companyTasks = pgTable(
  'company_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** No action on delete: a column holding tasks cannot be deleted; a company's delete takes both in one statement. */
    columnId: uuid('column_id')
      .notNull()
      .references(() => companyBoards.id),
    /** The tag's number, never reused within the company (`task_counters`). */
    number: integer('number').notNull(),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: integer('priority').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_tasks_company_number_idx').on(table.companyId, table.number),
    index('company_tasks_column_idx').on(table.columnId, table.priority),
  ],
);

/** The last tag number given out per company. */
export const taskCounters = pgTable('task_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => companyTasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] }), index('task_assignees_user_idx').on(table.userId)],
);

/** Files attached to a task, in file storage under random keys like documents. */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => companyTasks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_attachments_task_idx').on(table.taskId), index('task_attachments_company_idx').on(table.companyId)],
);

/** What happened to a company's tasks, written in the transaction of each change; kept when the task is deleted. */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => companyTasks.id, { onDelete: 'set null' }),
    taskTag: text('task_tag').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    kind: text('kind').$type<HistoryKind>().notNull(),
    content: text('content').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_history_company_idx').on(table.companyId, table.createdAt)],
);
