import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';

/** Ids of hand-off tokens already verified: each token enters an external system once (decision 004). */
export const handoffTokenUses = pgTable(
  'handoff_token_uses',
  {
    jti: text().primaryKey(),
    audience: text().notNull(),
    usedAt: recordedAt(),
    /** After this the row can go: the token itself has expired. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('handoff_token_uses_expires_idx').on(t.expiresAt)],
);
