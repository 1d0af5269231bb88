import type { UserInput } from '@dealscout/domain';
import { jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * A questionnaire in progress: one per company and author, private to the author until submitted
 * (spec part 2 §3 'Draft'). Submitting copies the answers to the company and deletes the draft.
 */
export const companyDrafts = pgTable(
  'company_drafts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userInput: jsonb('user_input').$type<UserInput>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);
