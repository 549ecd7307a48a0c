CREATE TABLE "agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_type" text NOT NULL,
	"cust_code" text NOT NULL,
	"agent_name" text NOT NULL,
	"rau_no" text,
	"regional_manager_id" integer,
	CONSTRAINT "agents_custCode_unique" UNIQUE("cust_code")
);
--> statement-breakpoint
CREATE TABLE "helplines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helplines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_type" text NOT NULL,
	"label" text NOT NULL,
	"phone" text,
	"email" text,
	"sort_no" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_addresses" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"street" text,
	"street_no" text,
	"city" text,
	"post_area" text
);
--> statement-breakpoint
CREATE TABLE "regional_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regional_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_features" (
	"user_id" integer NOT NULL,
	"feature" text NOT NULL,
	CONSTRAINT "user_features_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"nip" text,
	"pesel" text,
	"birth_date" text,
	"id_number" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"login" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"details" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"exception_message" text NOT NULL,
	"exception_stack" text NOT NULL,
	"additional_information" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"pesel" text,
	"nip" text,
	"regon" text,
	"birth_date" date,
	"phone" text,
	"email" text,
	"street" text NOT NULL,
	"street_no" text NOT NULL,
	"flat_no" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"product_line_id" text NOT NULL,
	"renewal" integer NOT NULL,
	"package_code" text,
	"type" text NOT NULL,
	"number_assigned" integer NOT NULL,
	"amount_total" numeric(12, 2) NOT NULL,
	"amount_left" numeric(12, 2) NOT NULL,
	"discount_expiry_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"policy_no" text NOT NULL,
	"product_line" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer,
	"policy_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"policy_term" smallint DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tariff_price" numeric(12, 2) NOT NULL,
	"payment_type" text NOT NULL,
	"payment_frequency" text NOT NULL,
	"bank_account" text,
	"total_debit_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"next_inst_amt" numeric(12, 2),
	"next_inst_due_date" date,
	"offer_valid_till" timestamp with time zone,
	"channel" text NOT NULL,
	"system_of_record" text NOT NULL,
	"is_pos" integer DEFAULT 0 NOT NULL,
	"package_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vin" text NOT NULL,
	"reg_no" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"production_year" smallint NOT NULL,
	"fuel_type" text NOT NULL,
	"engine_capacity" integer NOT NULL,
	"engine_power" integer NOT NULL,
	"car_value" numeric(12, 2) NOT NULL,
	"mileage" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_regional_manager_id_regional_managers_id_fk" FOREIGN KEY ("regional_manager_id") REFERENCES "public"."regional_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_features" ADD CONSTRAINT "user_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_logs" ADD CONSTRAINT "action_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helplines_agent_type_idx" ON "helplines" USING btree ("agent_type","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_idx" ON "users" USING btree ("login");--> statement-breakpoint
CREATE INDEX "users_agent_idx" ON "users" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "action_logs_user_at_idx" ON "action_logs" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "client_logs_address_at_idx" ON "client_logs" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "customers_agent_name_idx" ON "customers" USING btree ("agent_id","display_name");--> statement-breakpoint
CREATE INDEX "customers_pesel_idx" ON "customers" USING btree ("pesel");--> statement-breakpoint
CREATE INDEX "customers_nip_idx" ON "customers" USING btree ("nip");--> statement-breakpoint
CREATE INDEX "discounts_agent_idx" ON "discounts" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_policy_no_idx" ON "policies" USING btree ("policy_no");--> statement-breakpoint
CREATE INDEX "policies_agent_kind_date_idx" ON "policies" USING btree ("agent_id","kind","policy_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_customer_idx" ON "policies" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "policies_vehicle_idx" ON "policies" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vehicles_reg_no_idx" ON "vehicles" USING btree ("reg_no");