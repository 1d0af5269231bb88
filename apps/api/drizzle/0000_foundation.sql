-- Added by hand: drizzle-kit does not emit extensions. pg_trgm backs name search (trigram indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"message" text,
	"sender_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "version_updates" (
	"version_number" text PRIMARY KEY NOT NULL,
	"version_date" date NOT NULL,
	"updates" jsonb NOT NULL,
	"bugs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "team_messages_created_at_idx" ON "team_messages" USING btree ("created_at");
--> statement-breakpoint
-- Added by hand: the release notes of the running version (shown once per version in the patch-notes modal).
INSERT INTO "version_updates" ("version_number", "version_date", "updates", "bugs") VALUES (
	'1.2.1',
	'2026-11-21',
	'["A new home for Dealscout: read what Florence does, why it uses AI and what the workspace offers before you sign in.", "Try it out and Contact forms reach the team directly; every message is kept, so nothing is lost.", "Release notes like these now appear once per version."]'::jsonb,
	'["Pages that do not exist now say so instead of showing a blank screen.", "The menu on phones closes when you tap outside it."]'::jsonb
);
