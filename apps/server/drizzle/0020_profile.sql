CREATE TABLE "password_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	"idempotency_key" text
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","replaced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_history_user_key_idx" ON "password_history" USING btree ("user_id","idempotency_key");