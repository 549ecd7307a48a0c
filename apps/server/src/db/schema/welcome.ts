import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './agents';

/** The smart-info flag (000 §2): when a user was first shown the smart-info fragment of /welcome. */
export const smartInfoViews = pgTable('smart_info_views', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shownAt: timestamp({ withTimezone: true }).notNull(),
});
