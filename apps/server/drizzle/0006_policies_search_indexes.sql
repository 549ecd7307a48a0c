DROP INDEX "policies_agent_kind_date_idx";--> statement-breakpoint
DROP INDEX "vehicles_vin_idx";--> statement-breakpoint
DROP INDEX "vehicles_reg_no_idx";--> statement-breakpoint
CREATE INDEX "customers_regon_idx" ON "customers" USING btree ("regon");--> statement-breakpoint
CREATE INDEX "customers_display_name_trgm_idx" ON "customers" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_agent_policy_no_prefix_idx" ON "policies" USING btree ("agent_id","policy_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "policies_agent_kind_line_date_idx" ON "policies" USING btree ("agent_id","kind","product_line","policy_date","id");--> statement-breakpoint
CREATE INDEX "policies_agent_kind_price_idx" ON "policies" USING btree ("agent_id","kind","price","id");--> statement-breakpoint
CREATE INDEX "policies_agent_kind_no_idx" ON "policies" USING btree ("agent_id","kind","policy_no");--> statement-breakpoint
CREATE INDEX "policies_agent_kind_date_idx" ON "policies" USING btree ("agent_id","kind","policy_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_reg_no_idx" ON "vehicles" USING btree ("reg_no" text_pattern_ops);