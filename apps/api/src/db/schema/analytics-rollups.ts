import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Read models of `sessions` for the analytics charts. Triggers on `sessions` (migration
// 0011_analytics-rollups) keep them in step inside the writing transaction; no code writes them.

/**
 * Seconds online per quarter hour (UTC) of sign-in. Every zone's offset is a whole number of quarter
 * hours, so a zone's hour, day, week or month is a whole number of slots and their sums are exact.
 */
export const sessionTimeSlots = pgTable('session_time_slots', {
  slotStart: timestamp('slot_start', { withTimezone: true }).primaryKey(),
  seconds: numeric('seconds').notNull(),
});

/** Each user's first and last sign-in: period totals and return users read these, not every session. */
export const userSignIns = pgTable(
  'user_sign_ins',
  {
    userId: uuid('user_id').primaryKey(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_sign_ins_last_idx').on(table.lastAt)],
);

/** One row: moves on whenever a session written, changed or removed is older than a minute. */
export const analyticsDataVersion = pgTable(
  'analytics_data_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('analytics_data_version_one_row', sql`${table.id}`)],
);

/**
 * Users per bucket that has ended, per zone and bucket unit, at a data version: a bucket past its end
 * only changes through a back-dated write, which moves the version on. `*_from_start` count only the
 * sign-ins from the bucket's first instant on (PostgreSQL reads an ambiguous local start as the later
 * instant), as the bucket counts when it is the first of a period.
 */
export const analyticsBucketCounts = pgTable(
  'analytics_bucket_counts',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    timeZone: text('time_zone').notNull(),
    unit: text('unit').notNull(),
    localStart: timestamp('local_start').notNull(),
    activeUsers: integer('active_users').notNull(),
    activeUsersFromStart: integer('active_users_from_start').notNull(),
    returnUsers: integer('return_users').notNull(),
    returnUsersFromStart: integer('return_users_from_start').notNull(),
  },
  (table) => [primaryKey({ columns: [table.version, table.timeZone, table.unit, table.localStart] })],
);
