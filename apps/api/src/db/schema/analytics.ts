import { RECORDED_ACTIONS } from '@dealscout/domain';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/** Who downloaded what, when (POST /api/action-record): the nine download counts of the analytics. */
export const actionRecords = pgTable(
  'action_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: RECORDED_ACTIONS }).notNull(),
    /** The company the export was of (leads and buyers belong to one); none for an investor search. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A record of the demo history seeded at the first start. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('action_records_action_idx').on(table.action), index('action_records_user_action_idx').on(table.userId, table.action)],
);
