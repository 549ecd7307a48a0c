CREATE TABLE "motor_policy_data" (
	"policy_id" integer PRIMARY KEY NOT NULL,
	"car_data" jsonb NOT NULL,
	"other_data" jsonb NOT NULL,
	"owners" jsonb NOT NULL,
	"cession" jsonb,
	"riders" jsonb NOT NULL,
	"pending_riders" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_version" integer NOT NULL,
	"email_to" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"message_id" text,
	"error" text,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"price_before" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total_underpayment_amount" numeric(12, 2) NOT NULL,
	"inspection_needed" boolean NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "motor_policy_data" ADD CONSTRAINT "motor_policy_data_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mails_policy_idx" ON "outgoing_mails" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mails_user_idempotency_idx" ON "outgoing_mails" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_policy_version_idx" ON "policy_versions" USING btree ("policy_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_user_idempotency_idx" ON "policy_versions" USING btree ("user_id","idempotency_key");