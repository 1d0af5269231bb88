ALTER TABLE "investor_activities" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "counterpart_name" text;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "counterpart_key" text;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "counterpart_url" text;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "counterpart_naics" text;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "counterpart_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "amount_usd" double precision;--> statement-breakpoint
ALTER TABLE "investor_activities" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "deal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "last_acquisition_on" date;--> statement-breakpoint
CREATE UNIQUE INDEX "investor_activities_deal_idx" ON "investor_activities" USING btree ("investor_id","counterpart_key","occurred_on");--> statement-breakpoint
CREATE INDEX "investors_deals_idx" ON "investors" USING btree ("deal_count","last_acquisition_on") WHERE deal_count > 0;