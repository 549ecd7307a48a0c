import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './agents';

/** Browser errors sent to POST /ms-client-logger/partner. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull(),
    address: text().notNull(),
    exceptionMessage: text().notNull(),
    exceptionStack: text().notNull(),
    additionalInformation: text().notNull(),
  },
  (t) => [index('client_logs_address_at_idx').on(t.address, t.at), index('client_logs_at_idx').on(t.at)],
);

/** The action service of 000 §7 (pp_agent_dashboard, pp_agent_files …). */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp({ withTimezone: true }).notNull(),
    action: text().notNull(),
    details: text().notNull(),
  },
  (t) => [index('action_logs_user_at_idx').on(t.userId, t.at), index('action_logs_at_idx').on(t.at)],
);
