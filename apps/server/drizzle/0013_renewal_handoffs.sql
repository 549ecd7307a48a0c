CREATE TABLE "renewal_owner_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_owner_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"pesel" text,
	"regon" text,
	"street" text NOT NULL,
	"street_no" text NOT NULL,
	"flat_no" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text,
	"email" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "renewal_rewrites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_rewrites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"from_agent_id" integer NOT NULL,
	"owner_change_id" integer,
	"status" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attachment_key" text,
	"attachment_hash" text,
	"rewrite_key" text,
	"rewrite_hash" text,
	"url" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "handoff_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_owner_changes" ADD CONSTRAINT "renewal_owner_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_from_agent_id_agents_id_fk" FOREIGN KEY ("from_agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_owner_change_id_renewal_owner_changes_id_fk" FOREIGN KEY ("owner_change_id") REFERENCES "public"."renewal_owner_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_owner_changes_policy_idx" ON "renewal_owner_changes" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "renewal_rewrites_user_policy_idx" ON "renewal_rewrites" USING btree ("user_id","policy_id","verified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_rewrites_attachment_key_idx" ON "renewal_rewrites" USING btree ("user_id","attachment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_rewrites_rewrite_key_idx" ON "renewal_rewrites" USING btree ("user_id","rewrite_key");--> statement-breakpoint
CREATE INDEX "handoff_token_uses_expires_idx" ON "handoff_token_uses" USING btree ("expires_at");