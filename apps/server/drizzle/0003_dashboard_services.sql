CREATE TABLE "banner_configs" (
	"agent_type" text PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"directory" text NOT NULL,
	"type" text NOT NULL,
	"show_banner_screen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_info_views" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calculator_links" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"required_role" text,
	"sort_no" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_cache" (
	"key" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "weather_cache_key_hour_pk" PRIMARY KEY("key","hour")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "welcome_visited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "smart_info_views" ADD CONSTRAINT "smart_info_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_cache_hour_idx" ON "weather_cache" USING btree ("hour");