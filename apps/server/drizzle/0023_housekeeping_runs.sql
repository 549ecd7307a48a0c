CREATE TABLE "housekeeping_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"period" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
