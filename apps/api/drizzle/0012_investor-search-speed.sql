-- Investor search at scale: name, state and type indexes that carry each other and the id (filters and the
-- sort by name read the index alone), the Investors tab's own partial index with the figures its sliders
-- filter on, and lower(company_name) with text_pattern_ops for the exact and prefix name candidates.
DROP INDEX "investors_name_idx";--> statement-breakpoint
DROP INDEX "investors_name_lower_idx";--> statement-breakpoint
DROP INDEX "investors_state_idx";--> statement-breakpoint
DROP INDEX "investors_type_idx";--> statement-breakpoint
CREATE INDEX "investors_investor_tab_idx" ON "investors" USING btree ("company_name","id","preferred_ebitda","preferred_revenue","preferred_ev","typical_equity_investments") WHERE type IN ('venture capital', 'private equity');--> statement-breakpoint
CREATE INDEX "investors_name_idx" ON "investors" USING btree ("company_name","id","type","us_state_full");--> statement-breakpoint
CREATE INDEX "investors_name_lower_idx" ON "investors" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "investors_state_idx" ON "investors" USING btree ("us_state_full","company_name","id","type");--> statement-breakpoint
CREATE INDEX "investors_type_idx" ON "investors" USING btree ("type","company_name","id","us_state_full");