import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the try-out, contact and upgrade forms, kept whether or not the mail went out. */
export const teamMessages = pgTable(
  'team_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['try', 'contact', 'upgrade'] }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    message: text('message'),
    senderIp: text('sender_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('team_messages_created_at_idx').on(table.createdAt)],
);

/** Release notes, one row per version; the newest is shown in the patch-notes modal. */
export const versionUpdates = pgTable('version_updates', {
  versionNumber: text('version_number').primaryKey(),
  versionDate: date('version_date', { mode: 'string' }).notNull(),
  updates: jsonb('updates').$type<string[]>().notNull(),
  bugs: jsonb('bugs').$type<string[]>().notNull(),
});
