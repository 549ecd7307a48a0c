ALTER TABLE "policies" DROP COLUMN "next_inst_amt";--> statement-breakpoint
ALTER TABLE "policies" DROP COLUMN "next_inst_due_date";