import { timestamp } from 'drizzle-orm/pg-core';

/**
 * When a row was written. The application's clock fills it (decision 117): the times it compares against and the
 * business dates it derives (case numbers, annex dates, purges) all come from one clock, never the database's now().
 * The SQL default stays for rows written outside the application.
 */
export const recordedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
