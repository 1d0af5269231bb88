import type { SavedSearchQuery } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { investors } from './investors.js';

/**
 * Investor searches saved under a name (issue 27). Shared like companies: visible to the owner's
 * organization while `shared`; only the owner renames, shares, deletes it or gets its alerts.
 * `alerts`: e-mail the owner the investors that newly match it (saved-searches/alerts/).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    shared: boolean('shared').notNull().default(false),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    alerts: boolean('alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_organization_idx').on(table.organizationId, table.shared),
    // The investors' change trigger asks, on every write, whether anyone listens.
    index('saved_searches_alerts_idx').on(table.id).where(sql`alerts`),
  ],
);

/**
 * The investors a saved search with alerts has matched: those matching when alerts were turned on
 * (`pending` false: known, never mailed), and each investor that matched after an import (`pending`
 * true until a mail takes it). An investor is mailed once per saved search, however often it changes.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    pending: boolean('pending').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.investorId] }),
    index('saved_search_matches_pending_idx').on(table.savedSearchId, table.foundAt).where(sql`pending`),
    index('saved_search_matches_investor_idx').on(table.investorId),
  ],
);

/**
 * Investors written (added or changed) since the alerts last looked, filled by a statement trigger on
 * investors (migration 0018) in the writer's own transaction, whoever writes: the CSV import, the
 * dataset load, any future feed. Only while some saved search has alerts on. The alerts worker claims
 * rows (SKIP LOCKED), matches them and deletes them in one transaction, so a row is never skipped
 * because it committed late.
 */
export const investorChanges = pgTable('investor_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  investorId: uuid('investor_id').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Alert mails, one per saved search a day at most: written with the new matches they list (the first
 * ALERT_MAIL_LISTED and the count), then sent by a worker that claims them (SKIP LOCKED, with a
 * lease). A failed send stays here with its error and is tried again later, never dropped.
 */
export const savedSearchMails = pgTable(
  'saved_search_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    newMatches: integer('new_matches').notNull(),
    listed: jsonb('listed').$type<{ id: string; name: string; place: string | null }[]>().notNull(),
    status: text('status', { enum: ['waiting', 'sent'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('saved_search_mails_due_idx').on(table.nextAttemptAt).where(sql`status = 'waiting'`),
    index('saved_search_mails_search_idx').on(table.savedSearchId, table.createdAt),
  ],
);
