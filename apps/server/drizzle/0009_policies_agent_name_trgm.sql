DROP INDEX "customers_display_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_agent_name_trgm_idx" ON "customers" USING gin ("agent_id","display_name" gin_trgm_ops);