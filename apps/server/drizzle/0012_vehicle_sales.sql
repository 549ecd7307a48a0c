CREATE TABLE "offer_copies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source_policy_id" integer NOT NULL,
	"quotation_policy_id" integer,
	"purpose" text NOT NULL,
	"auth_code" text NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"contract_party" text NOT NULL,
	"selling_date" date NOT NULL,
	"notification_date" date NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error_msg" text,
	"previous_customer_id" integer,
	"new_customer_id" integer,
	"is_from_uks_ass" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_source_policy_id_policies_id_fk" FOREIGN KEY ("source_policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_quotation_policy_id_policies_id_fk" FOREIGN KEY ("quotation_policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_previous_customer_id_customers_id_fk" FOREIGN KEY ("previous_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_new_customer_id_customers_id_fk" FOREIGN KEY ("new_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_copies_user_idempotency_idx" ON "offer_copies" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "vehicle_sales_policy_idx" ON "vehicle_sales" USING btree ("policy_id","status","selling_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_sales_user_idempotency_idx" ON "vehicle_sales" USING btree ("user_id","idempotency_key");