CREATE TABLE "resignations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resignations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"termination_code" text NOT NULL,
	"inform_date" date NOT NULL,
	"termination_date" date NOT NULL,
	"other_insurer_company" text,
	"other_insurer_date_from" date,
	"other_insurer_date_to" date,
	"termination_message" text DEFAULT '' NOT NULL,
	"previous_end_date" date NOT NULL,
	"result" text NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resignations_policy_idx" ON "resignations" USING btree ("policy_id","status");--> statement-breakpoint
CREATE INDEX "resignations_due_idx" ON "resignations" USING btree ("status","termination_date") WHERE applied_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "resignations_user_idempotency_idx" ON "resignations" USING btree ("user_id","idempotency_key");