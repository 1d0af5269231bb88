DROP INDEX "investors_name_idx";--> statement-breakpoint
DROP INDEX "investors_name_lower_idx";--> statement-breakpoint
DROP INDEX "investors_state_idx";--> statement-breakpoint
DROP INDEX "investors_type_idx";--> statement-breakpoint
CREATE INDEX "investors_name_idx" ON "investors" USING btree ("company_name","id","type","us_state_full");--> statement-breakpoint
CREATE INDEX "investors_name_lower_idx" ON "investors" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investors_state_idx" ON "investors" USING btree ("us_state_full","company_name","id","type");--> statement-breakpoint
CREATE INDEX "investors_type_idx" ON "investors" USING btree ("type","company_name","id","us_state_full");