import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './agents';

/** The dashboard note (001 §3): one free text per user. */
export const notes = pgTable('notes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
