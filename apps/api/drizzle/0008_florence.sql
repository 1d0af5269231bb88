CREATE TABLE "florence_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"review" text NOT NULL,
	"company_name" text NOT NULL,
	"user_input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "florence_results" (
	"run_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"investor_id" uuid NOT NULL,
	"score" real NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "florence_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"user_input" jsonb NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "florence_feedback" ADD CONSTRAINT "florence_feedback_run_id_florence_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."florence_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_feedback" ADD CONSTRAINT "florence_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_results" ADD CONSTRAINT "florence_results_run_id_florence_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."florence_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_results" ADD CONSTRAINT "florence_results_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_runs" ADD CONSTRAINT "florence_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "florence_runs" ADD CONSTRAINT "florence_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "florence_feedback_run_idx" ON "florence_feedback" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "florence_results_run_rank_idx" ON "florence_results" USING btree ("run_id","rank");--> statement-breakpoint
CREATE INDEX "florence_runs_company_idx" ON "florence_runs" USING btree ("company_id","called_at");--> statement-breakpoint
CREATE INDEX "florence_runs_user_idx" ON "florence_runs" USING btree ("user_id","called_at");--> statement-breakpoint
CREATE INDEX "florence_runs_status_idx" ON "florence_runs" USING btree ("status","called_at");