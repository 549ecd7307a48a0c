CREATE TABLE "tracking_business_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_business_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_business_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"process_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_commits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_commits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"page" text NOT NULL,
	"action" text NOT NULL,
	"rule_id" integer,
	"campaign_history" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"action" text NOT NULL,
	"google_analytics_param" text DEFAULT '' NOT NULL,
	"js_functions" text[] DEFAULT '{}' NOT NULL,
	"omniture_properties" jsonb,
	"omniture_action_type" text,
	"omniture_clear_vars" boolean DEFAULT false NOT NULL,
	"urls" text[] DEFAULT '{}' NOT NULL,
	"conversion_pixels" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_process_id_tracking_business_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."tracking_business_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_commits" ADD CONSTRAINT "tracking_commits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_commits" ADD CONSTRAINT "tracking_commits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_commits" ADD CONSTRAINT "tracking_commits_rule_id_tracking_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."tracking_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_business_records_agent_idx" ON "tracking_business_records" USING btree ("agent_id","process_id","start_date");--> statement-breakpoint
CREATE INDEX "tracking_commits_agent_at_idx" ON "tracking_commits" USING btree ("agent_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_rules_page_action_idx" ON "tracking_rules" USING btree ("action","page");