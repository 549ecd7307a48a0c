CREATE TABLE "bank_branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"central_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"home_number" text NOT NULL,
	"apartment_number" text,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"city_search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"central_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"home_number" text NOT NULL,
	"apartment_number" text,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"regon" text NOT NULL,
	"nip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lov_entries" (
	"lov_key" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"sort_no" smallint NOT NULL,
	CONSTRAINT "lov_entries_lov_key_key_pk" PRIMARY KEY("lov_key","key")
);
--> statement-breakpoint
CREATE TABLE "postcode_cities" (
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "postcode_cities_postcode_city_pk" PRIMARY KEY("postcode","city")
);
--> statement-breakpoint
CREATE TABLE "car_equipment" (
	"id" integer PRIMARY KEY NOT NULL,
	"car_line_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_line_values" (
	"car_line_id" integer NOT NULL,
	"production_year" smallint NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "car_line_values_car_line_id_production_year_pk" PRIMARY KEY("car_line_id","production_year")
);
--> statement-breakpoint
CREATE TABLE "car_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"version" text NOT NULL,
	"version_name" text NOT NULL,
	"fuel" text,
	"engine_displacement" integer,
	"engine_power" integer,
	"body" text NOT NULL,
	"doors_count" smallint
);
--> statement-breakpoint
CREATE TABLE "vehicle_make_types" (
	"vehicle_type" text NOT NULL,
	"make_code" text NOT NULL,
	CONSTRAINT "vehicle_make_types_vehicle_type_make_code_pk" PRIMARY KEY("vehicle_type","make_code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"code" text PRIMARY KEY NOT NULL,
	"make_code" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_central_id_banks_central_id_fk" FOREIGN KEY ("central_id") REFERENCES "public"."banks"("central_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_equipment" ADD CONSTRAINT "car_equipment_car_line_id_car_lines_id_fk" FOREIGN KEY ("car_line_id") REFERENCES "public"."car_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_line_values" ADD CONSTRAINT "car_line_values_car_line_id_car_lines_id_fk" FOREIGN KEY ("car_line_id") REFERENCES "public"."car_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_lines" ADD CONSTRAINT "car_lines_model_code_vehicle_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."vehicle_models"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_make_types" ADD CONSTRAINT "vehicle_make_types_make_code_vehicle_makes_code_fk" FOREIGN KEY ("make_code") REFERENCES "public"."vehicle_makes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_code_vehicle_makes_code_fk" FOREIGN KEY ("make_code") REFERENCES "public"."vehicle_makes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_branches_central_city_idx" ON "bank_branches" USING btree ("central_id","city_search","id");--> statement-breakpoint
CREATE INDEX "bank_branches_city_idx" ON "bank_branches" USING btree ("city_search","id");--> statement-breakpoint
CREATE INDEX "bank_branches_post_code_idx" ON "bank_branches" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "car_equipment_line_type_idx" ON "car_equipment" USING btree ("car_line_id","type","id");--> statement-breakpoint
CREATE INDEX "car_line_values_year_idx" ON "car_line_values" USING btree ("production_year","car_line_id");--> statement-breakpoint
CREATE INDEX "car_lines_model_idx" ON "car_lines" USING btree ("model_code","engine_displacement");--> statement-breakpoint
CREATE INDEX "vehicle_models_make_type_idx" ON "vehicle_models" USING btree ("make_code","vehicle_type","search_name");