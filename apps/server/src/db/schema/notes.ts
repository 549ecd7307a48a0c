import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { users } from './agents';

/** The dashboard note (001 §3): one free text per user. */
export const notes = pgTable('notes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text().notNull(),
  updatedAt: recordedAt(),
});
