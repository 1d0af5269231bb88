ALTER TABLE "users" ADD COLUMN "payment_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Added by hand: the sign-ups already waiting for their checkout (billed at sign-up, no subscription ever
-- started) owe it from now on, as a new one does (entitlements.ts planFlags).
UPDATE "users" SET "payment_required" = true
WHERE EXISTS (SELECT 1 FROM "subscriptions" WHERE "subscriptions"."user_id" = "users"."id" AND "subscriptions"."purpose" = 'signup')
  AND NOT EXISTS (SELECT 1 FROM "subscriptions" WHERE "subscriptions"."user_id" = "users"."id" AND "subscriptions"."started_at" IS NOT NULL);
