ALTER TABLE "sessions" ADD COLUMN "password_change_due_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_user_ip_idx" ON "sessions" USING btree ("user_id","ip");