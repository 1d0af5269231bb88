import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { companies } from './companies.js';

/**
 * A pipeline: an organization's, shared by its members, or a user's own when they are in none
 * (docs/decisions/pipeline-columns.md). Exactly one owner.
 */
export const pipelines = pgTable(
  'pipelines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('pipelines_one_owner', sql`(${table.organizationId} is null) <> (${table.userId} is null)`)],
);

/** The status columns of a pipeline, numbered 1..n. */
export const pipelineColumns = pgTable(
  'pipeline_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pipeline_columns_pipeline_idx').on(table.pipelineId, table.position)],
);

/**
 * Where a company sits on a pipeline: its row (a sort key, unique in the pipeline) and its column; no
 * column is the company list column (status 0), which is also where a deleted column's companies go.
 */
export const companyPlacements = pgTable(
  'company_placements',
  {
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    columnId: uuid('column_id').references(() => pipelineColumns.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.pipelineId, table.companyId] })],
);
