-- Added by hand: drizzle-kit emits neither functions nor triggers. pg_trgm (trigram index on the name)
-- was created in 0000_foundation.
-- The full-text document of an investor (name A, keywords B, description C) for the generated column
-- investors.search_vector, and its head (name A, keywords B) for investors.search_head, which ranks
-- matches cheaply. array_to_string is only STABLE in the catalogue; for text[] it cannot change between
-- calls, so IMMUTABLE holds.
CREATE FUNCTION investor_search_document(name text, keywords text[], description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(array_to_string(keywords, ' '), '')), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION investor_search_head(name text, keywords text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(array_to_string(keywords, ' '), '')), 'B')
$$;
--> statement-breakpoint
-- How an import recognises a website: host and path in lower case, without scheme, www. or trailing slash.
CREATE FUNCTION investor_url_key(url text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(regexp_replace(url, '^https?://(www\.)?|/+$', '', 'gi')), '')
$$;
--> statement-breakpoint
CREATE TABLE "dataset_search_marks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"search_key" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_id" uuid NOT NULL,
	"occurred_on" date,
	"title" text NOT NULL,
	"description" text,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "investor_total" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
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
	"search_vector" "tsvector" GENERATED ALWAYS AS (investor_search_document(company_name, keywords, description)) STORED NOT NULL,
	"search_head" "tsvector" GENERATED ALWAYS AS (investor_search_head(company_name, keywords)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_search_marks" ADD CONSTRAINT "dataset_search_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD CONSTRAINT "investor_activities_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_activities_investor_idx" ON "investor_activities" USING btree ("investor_id","occurred_on");--> statement-breakpoint
CREATE INDEX "investors_search_idx" ON "investors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "investors_name_trgm_idx" ON "investors" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_name_idx" ON "investors" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "investors_name_lower_idx" ON "investors" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "investors_url_key_idx" ON "investors" USING btree (investor_url_key("url"));--> statement-breakpoint
CREATE INDEX "investors_naics_idx" ON "investors" USING btree ("naics_six_digit_industry" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investors_sector_focus_idx" ON "investors" USING gin ("sector_focus");--> statement-breakpoint
CREATE INDEX "investors_state_idx" ON "investors" USING btree ("us_state_full");--> statement-breakpoint
CREATE INDEX "investors_type_idx" ON "investors" USING btree ("type");

--> statement-breakpoint
-- Added by hand: investor_total holds the exact number of investors, kept by statement triggers.
INSERT INTO "investor_total" ("id", "total") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION investor_total_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE investor_total SET total = total + (SELECT count(*) FROM changed_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE investor_total SET total = total - (SELECT count(*) FROM changed_rows);
  ELSE
    UPDATE investor_total SET total = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER investors_total_insert AFTER INSERT ON investors REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();
--> statement-breakpoint
CREATE TRIGGER investors_total_delete AFTER DELETE ON investors REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();
--> statement-breakpoint
CREATE TRIGGER investors_total_truncate AFTER TRUNCATE ON investors
  FOR EACH STATEMENT EXECUTE FUNCTION investor_total_count();
