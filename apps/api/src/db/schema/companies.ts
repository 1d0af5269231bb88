import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UserInput } from '@dealscout/domain';
import { organizations, users } from './accounts.js';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator's organization at creation; the company is visible to it while `shared`. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    shared: boolean('shared').notNull().default(false),
    userInput: jsonb('user_input').$type<UserInput>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_created_by_idx').on(table.createdBy),
    index('companies_organization_idx').on(table.organizationId, table.shared),
  ],
);

/** The task board columns of a company. */
export const companyBoards = pgTable(
  'company_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('company_boards_company_idx').on(table.companyId, table.position)],
);
