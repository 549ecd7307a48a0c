import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { users } from './agents';

/** Dashboard reminders (001 §3), one list per user. A repeated POST with the same idempotency key finds its row. */
export const reminders = pgTable(
  'reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    reminderDate: timestamp({ withTimezone: true }).notNull(),
    idempotencyKey: text(),
    /** SHA-256 of the first request's payload: the same key with other data is refused. */
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('reminders_user_date_idx').on(t.userId, t.reminderDate),
    uniqueIndex('reminders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);
