import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UserInput } from '@dealscout/domain';
import { users } from './accounts.js';
import { bytea } from './column-types.js';
import { companies } from './companies.js';

/**
 * One generation of a company's list, and the job queue itself: a run in 'processing' without a
 * worker is waiting; a worker claims it (SELECT ... FOR UPDATE SKIP LOCKED), renews `lease_until`
 * while it works, and ends it 'completed' or 'failed'. A lease that lapses (the process died) lets
 * another worker claim it again; a run past `deadline_at` is failed, never left spinning.
 */
export const florenceRuns = pgTable(
  'florence_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['processing', 'completed', 'failed'] })
      .notNull()
      .default('processing'),
    currentStep: integer('current_step').notNull().default(1),
    /** The answers the list was made from (the company may change them later). */
    userInput: jsonb('user_input').$type<UserInput>().notNull(),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    index('florence_runs_company_idx').on(table.companyId, table.calledAt),
    index('florence_runs_user_idx').on(table.userId, table.calledAt),
    index('florence_runs_status_idx').on(table.status, table.calledAt),
  ],
);

/** A completed run's ranked candidates: every eligible one, with the factors of its score and the reasons written from them. */
export const florenceResults = pgTable(
  'florence_results',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => florenceRuns.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    // No foreign key: checking one per row against the partitioned investors doubled a list's writing
    // time (3,100 rows). Deleting an investor deletes its results (a statement trigger, migration 0013);
    // the lists are read joined to investors.
    investorId: uuid('investor_id').notNull(),
    score: real('score').notNull(),
    /** Factors with evidence and the reasons, kept for the head of the list; the tail keeps rank and score. */
    detail: jsonb('detail'),
  },
  (table) => [index('florence_results_run_rank_idx').on(table.runId, table.rank)],
);

/** Feedback on a list (spec part 2 §3 Buyer feedback), stored with the run it rates. */
export const florenceFeedback = pgTable(
  'florence_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => florenceRuns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    companyName: text('company_name').notNull(),
    userInput: jsonb('user_input').$type<UserInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('florence_feedback_run_idx').on(table.runId)],
);

/**
 * A user's mark on one buyer of a company's list (Good fit, Not a fit): one per buyer and company, the
 * last one written wins. Kept with the company, not a run, so it outlives Regenerate; shared by everyone
 * who sees the company. No foreign key to the partitioned investors (as the results): a deleted
 * investor's marks go by a statement trigger (migration 0016).
 */
export const florenceMarks = pgTable(
  'florence_marks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id').notNull(),
    mark: text('mark', { enum: ['good', 'bad'] }).notNull(),
    /** Who marked it last; a mark stays with the company when its author's account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.investorId] })],
);

/**
 * Florence's candidate index kept per dataset version (modules/investor-index/snapshot/), so a process's first
 * list reads it instead of indexing every investor's text: the bytes are in file storage under
 * `storage_key` (none while `building_since` marks a build under way in some process). Only the current
 * version's row is kept; a build replaces the others and removes their files.
 */
export const florenceIndexSnapshots = pgTable('florence_index_snapshots', {
  datasetKey: text('dataset_key').primaryKey(),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  buildingSince: timestamp('building_since', { withTimezone: true }),
  writtenAt: timestamp('written_at', { withTimezone: true }),
});

/**
 * What the sentence encoder made of a text the shipped file does not hold (a description imported or edited
 * here), by its key (sentence-vectors.ts): 512 float32s, little-endian. Filled in the background by the
 * processes that generate lists; kept by text, not by investor, so rows that share a description share it.
 */
export const florenceSentenceVectors = pgTable('florence_sentence_vectors', {
  textKey: text('text_key').primaryKey(),
  vector: bytea('vector').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The statistics of the whole investor dataset that Florence ranks a preselected pool with, once the
 * dataset is too large to index whole (modules/investor-index/preselect/): the rows, their total length, each
 * term's document frequency and the industry model, gzipped JSON (statistics-codec.ts), per dataset
 * version. `statistics` is null while `building_since` marks a build under way in some process; only the
 * current version's row is kept.
 */
export const florenceDatasetStatistics = pgTable('florence_dataset_statistics', {
  datasetKey: text('dataset_key').primaryKey(),
  statistics: bytea('statistics'),
  buildingSince: timestamp('building_since', { withTimezone: true }),
  writtenAt: timestamp('written_at', { withTimezone: true }),
});
