import { DEAL_KINDS, INVESTOR_TYPES, type InvestorSource } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The investors and companies of the search (spec part 2 §3 "Investor"). Amounts are in millions.
 * `origin`: 'dataset' for the shipped data (loaded at first start), 'import' for an operator's CSV.
 * The database computes two text-search columns (functions in the migration): `search_vector`, name
 * (weight A), keywords (B) and description (C), which finds rows through its GIN index; and the small
 * `search_head`, name and keywords only, which ranks them without reading the long description vector
 * of every match. An import finds an investor by investor_url_key(url)
 * (host and path, lower case, no scheme, www. or trailing slash), else by lower(company_name).
 */
/**
 * The rows of the Investors tab (venture capital and private equity), as the partial indexes' predicate.
 * The search writes the same condition (dataset-filters.ts): literal types, so a plan made without the
 * search's values still proves it and uses those indexes.
 */
export const investorTab = sql`type IN ('venture capital', 'private equity')`;

export const investors = pgTable(
  'investors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    url: text('url'),
    description: text('description'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text('type', { enum: INVESTOR_TYPES }).notNull().default('corporation'),
    naics: text('naics_six_digit_industry'),
    usStateFull: text('us_state_full'),
    country: text('country'),
    hqAddress: text('hq_address'),
    broadSpecialty: text('broad_specialty'),
    narrowSpecialty: text('narrow_specialty'),
    sectorFocus: text('sector_focus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialtyInterests: text('specialty_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attributeInterests: text('attribute_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supplyChainPosition: text('supply_chain_position'),
    preferredEbitda: doublePrecision('preferred_ebitda'),
    preferredRevenue: doublePrecision('preferred_revenue'),
    preferredEv: doublePrecision('preferred_ev'),
    typicalEquityInvestments: doublePrecision('typical_equity_investments'),
    superSector: text('super_sector'),
    marketCap: text('market_cap'),
    sources: jsonb('sources').$type<InvestorSource[]>().notNull().default([]),
    /** Its deals' count and its latest acquisition's date, kept by the deals import (the search's sort and filter). */
    dealCount: integer('deal_count').notNull().default(0),
    lastAcquisitionOn: date('last_acquisition_on'),
    origin: text('origin', { enum: ['dataset', 'import'] })
      .notNull()
      .default('dataset'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`investor_search_document(company_name, keywords, description)`),
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(sql`investor_search_head(company_name, keywords)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('investors_search_idx').using('gin', table.searchVector),
    index('investors_name_trgm_idx').using('gin', table.companyName.op('gin_trgm_ops')),
    // Name, state and type carry each other (and the id), so the filters and the sort by name read the
    // index alone: a filtered page of a million rows walks index entries, never the wide rows.
    index('investors_name_idx').on(table.companyName, table.id, table.type, table.usStateFull),
    index('investors_name_lower_idx').on(sql`lower(${table.companyName}) text_pattern_ops`),
    index('investors_url_key_idx').on(sql`investor_url_key(${table.url})`),
    index('investors_naics_idx').on(table.naics.op('text_pattern_ops')),
    index('investors_sector_focus_idx').using('gin', table.sectorFocus),
    // With the sectors, a state and a sector filter together read the state's entries, not the rows.
    index('investors_state_idx').on(table.usStateFull, table.companyName, table.id, table.type, table.sectorFocus),
    index('investors_type_idx').on(table.type, table.companyName, table.id, table.usStateFull),
    // Florence's pool over a large dataset: the biggest market caps of a goal's types in the company's states, with
    // the id, so a vacuumed table answers from the index alone (preselect/candidate-pool.ts).
    index('investors_florence_prior_idx').on(table.marketCap, table.usStateFull, table.country, table.type, table.id),
    // The engine's cached index is checked against the newest change on every request (modules/investor-index/candidate-cache.ts).
    index('investors_updated_at_idx').on(table.updatedAt),
    // The search's "acquired in the last N years" and its sort by deal count read the few investors with deals.
    index('investors_deals_idx')
      .on(table.dealCount, table.lastAcquisitionOn)
      .where(sql`deal_count > 0`),
    // The Investors tab (about 1 % of the rows), by name, with the figures its sliders filter on.
    index('investors_investor_tab_idx')
      .on(table.companyName, table.id, table.preferredEbitda, table.preferredRevenue, table.preferredEv, table.typicalEquityInvestments)
      .where(investorTab),
    // The tab's own text indexes: a common word matches a tenth of the table but most of the tab.
    index('investors_investor_tab_search_idx').using('gin', table.searchVector).where(investorTab),
    index('investors_investor_tab_name_trgm_idx').using('gin', table.companyName.op('gin_trgm_ops')).where(investorTab),
  ],
);

/**
 * The number of investors, kept exact by statement triggers on investors (in the migration), so the
 * unfiltered search (the first page everyone sees) does not count a million rows; and the table's
 * version, one more with every statement that inserts, updates or deletes investors (what Florence's
 * index and its snapshots are keyed by).
 */
export const investorTotal = pgTable('investor_total', {
  id: boolean('id').primaryKey().default(true),
  total: bigint('total', { mode: 'number' }).notNull(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The deals of an investor (GET /api/investor/{id} lists them as its activities; issue 39): the spec's
 * dated activity (title, description, url: the source) and the deal's own fields. The shipped data has
 * none; the deals import (investors/import/import-deals.ts) adds them. A deal is known by its investor,
 * its counterpart's name key (counterpart_key: investors/company-identity.ts) and its date: importing it
 * again updates it. Rows of the investor CSV's `activities` column have kind 'other' and no counterpart.
 */
export const investorActivities = pgTable(
  'investor_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on'),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    kind: text('kind', { enum: DEAL_KINDS }).notNull().default('other'),
    counterpartName: text('counterpart_name'),
    counterpartKey: text('counterpart_key'),
    counterpartUrl: text('counterpart_url'),
    counterpartNaics: text('counterpart_naics'),
    counterpartCategories: text('counterpart_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amountUsd: doublePrecision('amount_usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('investor_activities_investor_idx').on(table.investorId, table.occurredOn),
    uniqueIndex('investor_activities_deal_idx').on(table.investorId, table.counterpartKey, table.occurredOn),
  ],
);

/**
 * The searches each user's free trial has counted, as fingerprints of their words and filters (free-trial.ts):
 * another page, sort or tab of a counted search is not a new search, and neither is the same search
 * again within 10 minutes of its last use. `searched_at`: that last use. Rows older than a day go.
 */
export const datasetSearchMarks = pgTable(
  'dataset_search_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchKey: text('search_key').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.searchKey] })],
);
