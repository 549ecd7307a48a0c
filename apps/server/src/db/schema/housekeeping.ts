import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last completed run of each housekeeping job (decision 129), whichever instance ran it: shown by /readyz. The
 * once-per-period guarantee itself comes from the pg-boss job of each job and period.
 */
export const housekeepingRuns = pgTable('housekeeping_runs', {
  job: text().primaryKey(),
  /** Start of the hour the run belongs to. */
  period: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull(),
});
