CREATE TABLE "document_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"agent_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_version" integer NOT NULL,
	"place" text NOT NULL,
	"print_args" text DEFAULT '' NOT NULL,
	"doc_types" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"agent_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_version" integer NOT NULL,
	"doc_type" text NOT NULL,
	"print_args" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"document_hash" text,
	"requested_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"error" text,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_sets" ADD CONSTRAINT "document_sets_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sets" ADD CONSTRAINT "document_sets_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_files" ADD CONSTRAINT "agent_files_folder_id_agent_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."agent_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_files" ADD CONSTRAINT "agent_files_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_folders" ADD CONSTRAINT "agent_folders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_sets_hash_idx" ON "document_sets" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sets_key_idx" ON "document_sets" USING btree ("policy_id","policy_version","place","print_args");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_hash_idx" ON "documents" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_document_hash_idx" ON "documents" USING btree ("document_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_key_idx" ON "documents" USING btree ("policy_id","policy_version","doc_type","print_args");--> statement-breakpoint
CREATE INDEX "documents_agent_idx" ON "documents" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_files_folder_name_idx" ON "agent_files" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "agent_files_agent_idx" ON "agent_files" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_folders_agent_name_idx" ON "agent_folders" USING btree ("agent_id","name");