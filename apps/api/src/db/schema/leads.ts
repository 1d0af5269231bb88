import type { RecommendedLeadNotes } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/** A company's named lead lists. General, the default list, is not a row: a lead in it has no list. */
export const leadLists = pgTable(
  'lead_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lead_lists_company_name_idx').on(table.companyId, sql`lower(${table.name})`)],
);

/** A company's communication types: the statuses its leads take (New Lead, Contacted, Communicating at first). */
export const communicationTypes = pgTable(
  'communication_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('communication_types_company_title_idx').on(table.companyId, sql`lower(${table.title})`)],
);

/** A lead of a company, in one of its lists (none: General), with one of its communication types as status. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Deleting a list moves its leads to General. */
    listId: uuid('list_id').references(() => leadLists.id, { onDelete: 'set null' }),
    /** No action on delete: a type that is some lead's status cannot be deleted; a company's delete takes both. */
    statusId: uuid('status_id')
      .notNull()
      .references(() => communicationTypes.id),
    leadName: text('lead_name').notNull(),
    url: text('url').notNull(),
    /** The URL as duplicates compare it (`leadUrlKey`). */
    urlKey: text('url_key').notNull(),
    contactNumber: text('contact_number'),
    email: text('email'),
    country: text('country'),
    state: text('state'),
    location: text('location'),
    userNotes: text('user_notes').notNull().default(''),
    isRecommended: integer('is_recommended').notNull().default(0),
    recommendedLeadNotes: jsonb('recommended_lead_notes').$type<RecommendedLeadNotes>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_company_list_idx').on(table.companyId, table.listId, table.createdAt),
    index('leads_company_url_key_idx').on(table.companyId, table.urlKey),
    index('leads_company_email_idx').on(table.companyId, sql`lower(${table.email})`),
    index('leads_status_idx').on(table.statusId),
  ],
);
