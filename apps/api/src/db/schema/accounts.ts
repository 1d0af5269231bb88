import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['professional', 'enterprise', 'leads'] })
      .notNull()
      .default('professional'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    socialUser: boolean('social_user').notNull().default(false),
    isLoggedOnce: boolean('is_logged_once').notNull().default(false),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    freeTrial: boolean('free_trial').notNull().default(false),
    remainingTrial: integer('remaining_trial').notNull().default(0),
    algoAccess: boolean('algo_access').notNull().default(true),
    /** Billed at sign-up and no subscription ever started: the product waits for the checkout (entitlements.ts planFlags). */
    paymentRequired: boolean('payment_required').notNull().default(false),
    profilePicture: text('profile_picture'),
    /** The app version whose release notes ('What's new') the user closed; shown again for the next version. */
    releaseNotesSeen: text('release_notes_seen'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`), index('users_last_login_idx').on(table.lastLoginAt)],
);

/** A user belongs to at most one organization. */
export const organizationMembers = pgTable('organization_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  memberRole: text('member_role', { enum: ['admin', 'member'] })
    .notNull()
    .default('member'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browser and script sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Set on the session of a sign-in with a given password: the forced change is accepted from it until then. */
    passwordChangeDueUntil: timestamp('password_change_due_until', { withTimezone: true }),
    /** A session of the demo history seeded at the first start (its token was never handed out). */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    // (user, sign-in): a user's sessions, and their first sign-in for the return-users chart.
    index('sessions_user_created_idx').on(table.userId, table.createdAt),
    index('sessions_user_ip_idx').on(table.userId, table.ip),
    // The analytics charts read a period of sign-ins from the index alone.
    index('sessions_created_idx').on(table.createdAt, table.userId, table.lastSeenAt),
  ],
);

/**
 * Six-digit codes mailed at sign-in and sign-up. The code is stored hashed; a sign-up challenge is
 * also found by the hash of the token the client holds for the verification step.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign_in', 'sign_up'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').unique(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_idx').on(table.userId, table.purpose)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

/** A mailed link (access key) plus an in-app code that together mint one API key. */
export const apiKeyRequests = pgTable('api_key_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessKeyHash: text('access_key_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings shared by every API process, such as the generated signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
