-- Investors as eight hash partitions of the id. A broad search stops after its first 1,001 matches
-- (dataset-total.ts), but a GIN index answers with a bitmap of every match: on one table of 1M rows a
-- common word ('health', 70,000 matches) cost 30 ms of bitmap before the first row. Partitioned, the
-- plan is an Append that reads the partitions one after another and stops at the limit, so a broad word
-- builds the bitmap of one partition (an eighth). Searches that read every match (counts under the cap,
-- sorts by name) see the same rows; the primary key (id) holds the partition key, so upserts by id and
-- the foreign keys to investors keep working. Index and constraint names stay those of the schema.
-- New here: the Investors tab's own text indexes (a common word matches a tenth of the table but most of
-- the tab), and the state index carries the sectors (a state and a sector filter read index entries).
ALTER TABLE "investor_activities" DROP CONSTRAINT "investor_activities_investor_id_investors_id_fk";--> statement-breakpoint
ALTER TABLE "florence_results" DROP CONSTRAINT "florence_results_investor_id_investors_id_fk";--> statement-breakpoint
DROP TRIGGER "investors_total_insert" ON "investors";--> statement-breakpoint
DROP TRIGGER "investors_total_delete" ON "investors";--> statement-breakpoint
DROP TRIGGER "investors_total_truncate" ON "investors";--> statement-breakpoint
ALTER TABLE "investors" RENAME TO "investors_unpartitioned";--> statement-breakpoint
ALTER TABLE "investors_unpartitioned" DROP CONSTRAINT "investors_pkey";--> statement-breakpoint
DROP INDEX "investors_investor_tab_idx", "investors_naics_idx", "investors_name_idx", "investors_name_lower_idx", "investors_name_trgm_idx",
  "investors_search_idx", "investors_sector_focus_idx", "investors_state_idx", "investors_type_idx", "investors_url_key_idx";--> statement-breakpoint
CREATE TABLE "investors" (
  "id" uuid DEFAULT gen_random_uuid() NOT NULL,
  "company_name" text NOT NULL,
  "url" text,
  "description" text,
  "keywords" text[] DEFAULT '{}'::text[] NOT NULL,
  "type" text DEFAULT 'corporation' NOT NULL,
  "naics_six_digit_industry" text,
  "us_state_full" text,
  "country" text,
  "hq_address" text,
  "broad_specialty" text,
  "narrow_specialty" text,
  "sector_focus" text[] DEFAULT '{}'::text[] NOT NULL,
  "specialty_interests" text[] DEFAULT '{}'::text[] NOT NULL,
  "attribute_interests" text[] DEFAULT '{}'::text[] NOT NULL,
  "supply_chain_position" text,
  "preferred_ebitda" double precision,
  "preferred_revenue" double precision,
  "preferred_ev" double precision,
  "typical_equity_investments" double precision,
  "super_sector" text,
  "market_cap" text,
  "sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "origin" text DEFAULT 'dataset' NOT NULL,
  "search_vector" tsvector GENERATED ALWAYS AS (investor_search_document(company_name, keywords, description)) STORED NOT NULL,
  "search_head" tsvector GENERATED ALWAYS AS (investor_search_head(company_name, keywords)) STORED NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "investors_pkey" PRIMARY KEY ("id")
) PARTITION BY HASH ("id");--> statement-breakpoint
CREATE TABLE "investors_part_0" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 0);--> statement-breakpoint
CREATE TABLE "investors_part_1" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 1);--> statement-breakpoint
CREATE TABLE "investors_part_2" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 2);--> statement-breakpoint
CREATE TABLE "investors_part_3" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 3);--> statement-breakpoint
CREATE TABLE "investors_part_4" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 4);--> statement-breakpoint
CREATE TABLE "investors_part_5" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 5);--> statement-breakpoint
CREATE TABLE "investors_part_6" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 6);--> statement-breakpoint
CREATE TABLE "investors_part_7" PARTITION OF "investors" FOR VALUES WITH (MODULUS 8, REMAINDER 7);--> statement-breakpoint
INSERT INTO "investors" (id, company_name, url, description, keywords, type, naics_six_digit_industry, us_state_full, country, hq_address,
  broad_specialty, narrow_specialty, sector_focus, specialty_interests, attribute_interests, supply_chain_position, preferred_ebitda,
  preferred_revenue, preferred_ev, typical_equity_investments, super_sector, market_cap, sources, origin, created_at, updated_at)
SELECT id, company_name, url, description, keywords, type, naics_six_digit_industry, us_state_full, country, hq_address,
  broad_specialty, narrow_specialty, sector_focus, specialty_interests, attribute_interests, supply_chain_position, preferred_ebitda,
  preferred_revenue, preferred_ev, typical_equity_investments, super_sector, market_cap, sources, origin, created_at, updated_at FROM "investors_unpartitioned";--> statement-breakpoint
DROP TABLE "investors_unpartitioned";--> statement-breakpoint
CREATE INDEX "investors_investor_tab_idx" ON "investors" USING btree ("company_name","id","preferred_ebitda","preferred_revenue","preferred_ev","typical_equity_investments") WHERE type IN ('venture capital', 'private equity');--> statement-breakpoint
CREATE INDEX "investors_naics_idx" ON "investors" USING btree ("naics_six_digit_industry" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investors_name_idx" ON "investors" USING btree ("company_name","id","type","us_state_full");--> statement-breakpoint
CREATE INDEX "investors_name_lower_idx" ON "investors" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investors_name_trgm_idx" ON "investors" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_search_idx" ON "investors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "investors_sector_focus_idx" ON "investors" USING gin ("sector_focus");--> statement-breakpoint
CREATE INDEX "investors_state_idx" ON "investors" USING btree ("us_state_full","company_name","id","type","sector_focus");--> statement-breakpoint
CREATE INDEX "investors_investor_tab_search_idx" ON "investors" USING gin ("search_vector") WHERE type IN ('venture capital', 'private equity');--> statement-breakpoint
CREATE INDEX "investors_investor_tab_name_trgm_idx" ON "investors" USING gin ("company_name" gin_trgm_ops) WHERE type IN ('venture capital', 'private equity');--> statement-breakpoint
CREATE INDEX "investors_type_idx" ON "investors" USING btree ("type","company_name","id","us_state_full");--> statement-breakpoint
CREATE INDEX "investors_url_key_idx" ON "investors" USING btree (investor_url_key("url"));--> statement-breakpoint
CREATE TRIGGER "investors_total_insert" AFTER INSERT ON "investors" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();--> statement-breakpoint
CREATE TRIGGER "investors_total_delete" AFTER DELETE ON "investors" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();--> statement-breakpoint
CREATE TRIGGER "investors_total_truncate" AFTER TRUNCATE ON "investors" FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();--> statement-breakpoint
ALTER TABLE "investor_activities" ADD CONSTRAINT "investor_activities_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Florence's results lose their foreign key: checked row by row against the partitioned table it doubled the
-- time a list of 3,100 results takes to write. A deleted investor's results go with it, by statement.
CREATE FUNCTION florence_results_of_deleted_investors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM florence_results;
  ELSE
    DELETE FROM florence_results r USING changed_rows c WHERE r.investor_id = c.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "investors_florence_results_delete" AFTER DELETE ON "investors" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION florence_results_of_deleted_investors();--> statement-breakpoint
CREATE TRIGGER "investors_florence_results_truncate" AFTER TRUNCATE ON "investors"
  FOR EACH STATEMENT EXECUTE FUNCTION florence_results_of_deleted_investors();
