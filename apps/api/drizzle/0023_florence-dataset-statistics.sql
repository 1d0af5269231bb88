CREATE TABLE "florence_dataset_statistics" (
	"dataset_key" text PRIMARY KEY NOT NULL,
	"statistics" "bytea",
	"building_since" timestamp with time zone,
	"written_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "investors_florence_prior_idx" ON "investors" USING btree ("market_cap","us_state_full","country","type","id");